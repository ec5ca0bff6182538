// Game-scoped requests are aborted when the game switches (spec accounts-platform 4.4).
let controller = new AbortController();

export function gameSignal(): AbortSignal {
  return controller.signal;
}

export function abortGameRequests(): void {
  controller.abort();
  controller = new AbortController();
}
