import { expect, test } from '@playwright/test';
import hk from '../../locales/hk.json' with { type: 'json' };
import { SITE } from '../../src/content/site';
import { href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the consultation dialog leads with WhatsApp, Call and E-mail; the QR code is a tap away', async ({ page }) => {
    await page.goto(href('home', 'hk'));
    await page.getByRole('button', { name: hk['contact.schedule'] }).first().click();
    const dialog = page.getByRole('dialog', { name: hk['qr.consultTitle'] });
    const whatsapp = dialog.getByRole('link', { name: hk['qr.openWhatsapp'] });
    await expect(whatsapp).toBeVisible();
    expect(new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text')).toBe(hk['qr.consultMessage']);
    await expect(dialog.getByRole('link', { name: hk['qr.call'] })).toHaveAttribute('href', /^tel:/);
    await expect(dialog.getByRole('link', { name: hk['qr.email'] })).toHaveAttribute('href', `mailto:${SITE.email}`);
    await expect(dialog.getByRole('img', { name: hk['qr.alt'] })).toBeHidden();
    await dialog.getByText(hk['qr.showCode']).click();
    await expect(dialog.getByRole('img', { name: hk['qr.alt'] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: hk['contact.schedule'] })).toBeFocused();
  });
});

test('on a wide screen the QR code shows at once, and a press on the backdrop closes the dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(href('home', 'hk'));
  await page.locator('body[data-hydrated]').waitFor();
  await page.getByRole('button', { name: hk['home.startJourney'] }).click();
  const dialog = page.getByRole('dialog', { name: hk['qr.journeyTitle'] });
  await expect(dialog.getByRole('img', { name: hk['qr.alt'] })).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(dialog).toBeHidden();
});
