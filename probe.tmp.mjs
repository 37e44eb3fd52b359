import { chromium } from '@playwright/test';

const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: 1366, height: 900 } });
await p.goto('http://localhost:4176/admin/');
await p.getByRole('button', { name: 'Login' }).click();
await p.waitForTimeout(2000);
await p.goto('http://localhost:4176/admin/#/collections/tour-turkey-tour/entries/departures');
await p.waitForTimeout(4000);
const html = await p.evaluate(() => {
  const label = [...document.querySelectorAll('label')].find((l) =>
    l.textContent.trim().toLowerCase().startsWith('departures'),
  );
  return label?.closest('div')?.parentElement?.outerHTML.slice(0, 3000);
});
console.log(html);
await b.close();
