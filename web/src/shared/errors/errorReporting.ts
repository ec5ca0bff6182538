// Loads error reporting on the first click, touch or scroll (spec accounts-platform 9): until then the page carries no
// SDK, and with no DSN configured it never does.
import { dsnOf, ERROR_REPORTING_CONFIG_URL, FIRST_INTERACTION_EVENTS } from './errorReportingOptions';

let installed = false;

/** Waits for the first interaction, then asks the server for the DSN and starts the SDK when there is one. */
export function installErrorReporting(target: Window = window): void {
  if (installed) return;
  installed = true;
  const options = { capture: true, passive: true } as const;
  const first = () => {
    for (const type of FIRST_INTERACTION_EVENTS) target.removeEventListener(type, first, options);
    void start().catch((error: unknown) => console.error('Error reporting unavailable', error));
  };
  for (const type of FIRST_INTERACTION_EVENTS) target.addEventListener(type, first, options);
}

async function start(): Promise<void> {
  const response = await fetch(ERROR_REPORTING_CONFIG_URL);
  const dsn = response.ok ? dsnOf(await response.json()) : null;
  if (!dsn) return;
  const { startSentry } = await import('./startSentry');
  startSentry(dsn);
}
