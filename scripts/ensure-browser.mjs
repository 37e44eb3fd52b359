// Makes sure a Chromium exists for the browser tests; installs Debian's when it can.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from './find-browser.mjs';

export function ensureBrowser() {
  const found = findBrowser();
  if (found) return found;
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) {
    throw new Error(
      'No Chromium found. Set CHROME_PATH to a Chromium/Chrome binary, install chromium with your package manager, or run `npx playwright install chromium`.',
    );
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  const installed = findBrowser();
  if (!installed) throw new Error('chromium was installed but not found at /usr/bin/chromium');
  return installed;
}
