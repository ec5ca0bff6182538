import type { CDPSession, Page } from 'puppeteer-core';

// Opening a page and waiting until it has settled: loaded, its first data in, nothing more on the way. Puppeteer's
// networkidle0 waits for 500 ms of quiet, which made more than half of an e2e run; its waitForNetworkIdle counts some
// finished requests (module preloads, cache hits) as open for good and never returns.

/** Quiet network this long, then an idle main thread, count as settled. */
const QUIET_MS = 150;
/** A request open longer than this does not hold the page (a long poll; one Chromium never reports finished). */
const LONG_REQUEST_MS = 5_000;
const POLL_MS = 20;
/** How long the app's page loader (`.page-loading`) may hold a page that has gone quiet. */
const LOADER_WAIT_MS = 10_000;

/**
 * The requests of the page's current document as Chromium reports them (the DevTools protocol), by request id. A
 * request of the document being left (a data fetch cut off by the navigation, or one it makes on its way out) is
 * never reported finished, so once a new main-frame document is asked for, only its own requests count.
 */
class NetworkWatch {
  private readonly open = new Map<string, number>();
  private lastChange = performance.now();
  private started = 0;
  private document: string | undefined;

  private constructor(
    private readonly session: CDPSession,
    mainFrame: string,
  ) {
    session.on('Network.requestWillBeSent', ({ requestId, loaderId, frameId, type }) => {
      if (type === 'Document' && frameId === mainFrame && loaderId !== this.document) {
        this.document = loaderId;
        this.open.clear();
      }
      if (this.document && loaderId !== this.document) return; // the document being left, still asking on its way out
      if (!this.open.has(requestId)) this.started++;
      this.open.set(requestId, performance.now());
      this.lastChange = performance.now();
    });
    const finished = ({ requestId }: { requestId: string }) => {
      this.open.delete(requestId);
      this.lastChange = performance.now();
    };
    session.on('Network.loadingFinished', finished);
    session.on('Network.loadingFailed', finished);
  }

  static async of(page: Page): Promise<NetworkWatch> {
    const session = await page.createCDPSession();
    const { frameTree } = await session.send('Page.getFrameTree');
    await session.send('Network.enable');
    return new NetworkWatch(session, frameTree.frame.id);
  }

  get requestsStarted(): number {
    return this.started;
  }

  private quietNow(): boolean {
    const now = performance.now();
    const holding = [...this.open.values()].some((since) => now - since < LONG_REQUEST_MS);
    return !holding && now - this.lastChange >= QUIET_MS;
  }

  async quiet(deadline: number): Promise<void> {
    while (!this.quietNow()) {
      if (performance.now() > deadline) throw new Error(`the page's network did not settle: ${this.open.size} open`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  detach(): Promise<void> {
    return this.session.detach().catch(() => undefined);
  }
}

/**
 * Waits for quiet network, then for the app's page loader to be gone (a route's chunk may have arrived and still be
 * compiled off the main thread) and an idle main thread; again if the page asked for more meanwhile (a chunk that,
 * once run, fetches its data). A loader still there after LOADER_WAIT_MS is left for the test to see.
 */
async function settle(page: Page, watch: NetworkWatch, deadline: number): Promise<void> {
  for (;;) {
    await watch.quiet(deadline);
    const started = watch.requestsStarted;
    await page
      .waitForFunction(() => !document.querySelector('.page-loading'), { timeout: LOADER_WAIT_MS, polling: 20 })
      .catch(() => undefined);
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 1_000 })));
    if (watch.requestsStarted === started) return;
  }
}

async function settledAfter(page: Page, load: () => Promise<unknown>, timeout: number): Promise<void> {
  const deadline = performance.now() + timeout;
  const watch = await NetworkWatch.of(page);
  try {
    await load();
    await settle(page, watch, deadline);
  } finally {
    await watch.detach();
  }
}

/** Waits until the page, as it is, has settled: what its last step set off has come back and been drawn. */
export function settled(page: Page, timeout = 30_000): Promise<void> {
  return settledAfter(page, async () => undefined, timeout);
}

/** Opens the address and waits until the page has loaded and settled. */
export function goToSettled(page: Page, url: string, timeout = 30_000): Promise<void> {
  return settledAfter(page, () => page.goto(url, { waitUntil: 'load', timeout }), timeout);
}

/** Reloads the page and waits until it has settled. */
export function reloadSettled(page: Page, timeout = 30_000): Promise<void> {
  return settledAfter(page, () => page.reload({ waitUntil: 'load', timeout }), timeout);
}
