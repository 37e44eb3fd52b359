// Makes sure a Chromium exists for the browser tests; installs Debian's when it can.
import { aptInstall } from './apt-install.mjs';
import { findBrowser } from './find-browser.mjs';

export function ensureBrowser() {
  const found = findBrowser();
  if (found) return found;
  aptInstall(
    'chromium',
    'for the browser tests',
    'No Chromium found. Set CHROME_PATH to a Chromium/Chrome binary, install chromium with your package manager, or run `npx playwright install chromium`.',
  );
  const installed = findBrowser();
  if (!installed) throw new Error('chromium was installed but not found at /usr/bin/chromium');
  return installed;
}
