// Provider order: SWR cache -> flags (routing needs them) -> address -> intl -> effects and layout.
import { SWRConfig } from 'swr';
import { AppEffects } from './effects/AppEffects';
import { useFlags } from './effects/useFlags';
import { Layout } from './layout/Layout';
import { swrConfig } from './providers/swrCache';
import { IntlRoot } from './providers/IntlRoot';
import { AddressGate } from './routing/AddressGate';
import { RouteOutlet } from './routing/RouteOutlet';

function FlagsLoader() {
  useFlags();
  return null;
}

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <FlagsLoader />
      <AddressGate>
        {(parts) => (
          <IntlRoot language={parts.language}>
            <AppEffects />
            <Layout>
              <RouteOutlet />
            </Layout>
          </IntlRoot>
        )}
      </AddressGate>
    </SWRConfig>
  );
}
