import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { fillEnquiry, MARY, openForm, submit } from './enquiry-helpers';

test('after a failed send, the form’s error notice steps back while the consultation dialog is open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openForm(page);
  await fillEnquiry(page, { ...MARY, email: 'not-an-email' }, []);
  await submit(page);
  const notice = page.getByText(en['enquiry.toast.validationTitle']);
  await expect(notice).toBeVisible();

  await page.getByRole('button', { name: en['contact.schedule'] }).first().click();
  const dialog = page.getByRole('dialog', { name: en['qr.consultTitle'] });
  await expect(dialog).toBeVisible();
  await expect(notice).toBeHidden();
  // Whatever the page still shows, the dialog is on top: every point of it is the dialog's own.
  const covered = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [0.1, 0.5, 0.9].flatMap((x) => [0.05, 0.5, 0.95].map((y) => ({ x, y })));
    return points.filter(({ x, y }) => {
      const top = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
      return !top || !element.contains(top);
    });
  });
  expect(covered).toEqual([]);
});
