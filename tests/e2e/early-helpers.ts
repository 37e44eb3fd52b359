import type { Page } from '@playwright/test';

/** Lighthouse's mobile setting: the page's CPU four times slower. */
const PHONE_CPU_SLOWDOWN = 4;

/**
 * Opens `path` on a phone-speed CPU and returns 300 ms after the first paint, as a visitor who taps as soon as
 * the page shows: nothing here waits for the scripts or for hydration.
 */
export async function openAsVisitor(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 10,
  });
  await page.waitForTimeout(300);
}

/** Every address the page asked for or went to while a test ran. */
export function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}
