/**
 * Debian's Chromium driven by playwright-core, with the flags that keep it off
 * the network (this machine's network is closed) and a fresh profile per run.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** false when Chromium is there, else the reason to skip (node:test prints it). */
export const SKIP_WITHOUT_CHROMIUM = existsSync(CHROMIUM)
  ? false
  : `Chromium is not installed at ${CHROMIUM}: run apt-get install -y chromium to run the browser tests`;

export interface Chromium {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(locale = 'en-GB'): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'napf-chromium-'));
  // Playwright takes the profile as the persistent context's directory (not a --user-data-dir flag).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    viewport: { width: 1280, height: 800 },
    locale,
    timezoneId: 'Europe/Berlin',
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
