import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadMessages } from './i18n/loadMessages';
import { normalizeAddress } from './shared/routing/normalize';
import { installSession } from './shared/session/installSession';
import { setActiveLanguage } from './shared/state/actions';
import { store } from './shared/state/store';
import { App } from './app/App';
import { preloadCountry } from './app/effects/useCountry';
import './shared/styles/tokens.css';
import './shared/styles/base.css';

installSession();

// The address language goes into the store before the first render, not during it (AddressGate sets it
// again, then a no-op): a store that changes under a render in progress makes React redo it in one long task.
const { language } = normalizeAddress(window.location.pathname, { gameSwitcher: store.flags.gameSwitcher });
setActiveLanguage(language);
// Start fetching its messages before React renders, and the country: a newcomer's market waits for it (its currency).
void loadMessages(language);
preloadCountry();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds and lets the browser
  // handle input in between, instead of in one task that leaves a slow phone unresponsive meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
