import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:4213';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, path] of [
  ['en', '/en/blog/love-trust'],
  ['hk', encodeURI('/hk/博客/love-trust')],
]) {
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-${name}-${size}.png` });
    await page.evaluate(() => window.scrollTo(0, 1400));
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shot-${name}-${size}-2.png` });
    await page.close();
  }
}
await browser.close();
