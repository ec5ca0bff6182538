import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { normalizeAddress } from './app/routing/normalize';
import { loadMessages } from './i18n/loadMessages';
import { installSession } from './shared/session/installSession';
import { store } from './shared/state/store';
import './shared/styles/tokens.css';
import './shared/styles/base.css';

installSession();

// Start fetching the address language's messages before React renders.
void loadMessages(normalizeAddress(window.location.pathname, { gameSwitcher: store.flags.gameSwitcher }).language);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
