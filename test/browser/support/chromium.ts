import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless; the flags keep it from reaching for the (closed) network at start. */
export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}: apt-get install -y chromium (.ci/run does this)`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
