import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
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

export function launchBrowser(): Promise<Browser> {
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

export function artifactPath(name: string): string {
  const file = path.join(ARTIFACTS, name);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}
