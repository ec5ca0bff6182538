import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { ROOT } from './process';

export const ARTIFACTS = path.join(ROOT, 'test/artifacts');

/** The system Chromium (Debian's package) or PUPPETEER_EXECUTABLE_PATH; never a downloaded browser. */
export function chromiumPath(): string {
  const candidates = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Install it with `apt-get update && apt-get install -y chromium` ' +
        'or point PUPPETEER_EXECUTABLE_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      // This machine has no internet: background calls to Google hosts only produce noise.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

// One Chromium per test process: launching one took 1-3 s per e2e file. Puppeteer kills it when the process exits.
let chromium: Promise<Browser> | undefined;
async function sharedChromium(): Promise<Browser> {
  const running = chromium && (await chromium.catch(() => undefined));
  if (running?.connected) return running;
  chromium = launchChromium();
  return chromium;
}

/**
 * What an e2e file drives: browser contexts of its own in the process's one Chromium. Nothing is shared with another
 * file (cookies are per host, not per port, so every file's pages must sit in its own contexts); `newPage` opens pages
 * in one context of the file's, as a browser's default context would; `close` closes every context the file opened.
 */
export interface TestBrowser {
  createBrowserContext(): Promise<BrowserContext>;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** The test file's browser (see TestBrowser): call it in `before`, close it in `after`. */
export async function browserForFile(): Promise<TestBrowser> {
  const browser = await sharedChromium();
  const contexts: BrowserContext[] = [];
  let pagesContext: Promise<BrowserContext> | undefined;
  const createBrowserContext = async () => {
    const context = await browser.createBrowserContext();
    contexts.push(context);
    return context;
  };
  return {
    createBrowserContext,
    newPage: async () => (await (pagesContext ??= createBrowserContext())).newPage(),
    close: async () => {
      await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
    },
  };
}

export function artifactPath(name: string): string {
  const file = path.join(ARTIFACTS, name);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}
