import { expect, test } from '@playwright/test';
import hk from '../../locales/hk.json' with { type: 'json' };
import { href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

test('the QR dialog shows the code and a tap-to-chat WhatsApp link', async ({ page }) => {
  await page.goto(href('home', 'hk'));
  await page.locator('body[data-hydrated]').waitFor();
  await page.getByRole('button', { name: hk['contact.schedule'] }).first().click();
  const dialog = page.getByRole('dialog', { name: hk['qr.consultTitle'] });
  await expect(dialog.getByRole('img', { name: hk['qr.alt'] })).toBeVisible();
  await expect(dialog.getByRole('link', { name: hk['qr.tapToChat'] })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
});

test('when the dialog cannot be downloaded, the visitor is told instead of nothing happening', async ({ page }) => {
  await page.route('**/assets/qr-dialog-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto(href('home', 'hk'));
  await page.locator('body[data-hydrated]').waitFor();
  await page.getByRole('button', { name: hk['contact.schedule'] }).first().click();
  await expect(page.getByText(hk['qr.unavailable'])).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
