import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** CHROME_PATH, else Debian's chromium, else Playwright's own build; undefined when none exists. */
export function findBrowser() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    chromium.executablePath(),
  ];
  return candidates.find((path) => path && existsSync(path));
}

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
