import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { href, WITHOUT_WORKER } from './helpers';

test.use({ ...WITHOUT_WORKER, reducedMotion: 'reduce' });

test('with reduced motion the hero video stays still', async ({ page }) => {
  await page.goto(href('home', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
});

test('with reduced motion the contact link jumps to the contact section instead of gliding', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(href('home', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  const contact = page.getByRole('navigation').getByRole('link', { name: en['nav.contact'] });
  // Read where the section sits on screen in the same task as the click: a smooth scroll has not started moving yet.
  // (Its scroll offset is no measure: sections above it may be laid out, and the view anchored, as they near.)
  const topAtOnce = await contact.evaluate((link: HTMLAnchorElement) => {
    link.click();
    return document.getElementById('contact')?.getBoundingClientRect().top ?? Number.NaN;
  });
  expect(topAtOnce).toBeGreaterThanOrEqual(0);
  expect(topAtOnce).toBeLessThan(200);
  await expect(page.locator('#contact')).toBeInViewport();
  await page.waitForTimeout(300); // time for a glide to show itself
  const topSettled = await page.locator('#contact').evaluate((section) => section.getBoundingClientRect().top);
  expect(Math.abs(topSettled - topAtOnce)).toBeLessThanOrEqual(2);
});

test('with reduced motion the blog tab arrows step at once and hovering does not drift the strip', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.clock.install(); // a hover drift would run on a timer: the test moves time on instead of waiting
  await page.goto(href('blog', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  const strip = page.locator('[data-tab-strip]');
  const right = page.getByRole('button', { name: 'Scroll tabs right' });
  await right.hover();
  await page.clock.runFor(400); // long enough for the hover drift to move the strip, were it on
  expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
  const steppedAtOnce = await right.evaluate((button: HTMLButtonElement) => {
    button.click();
    return (document.querySelector('[data-tab-strip]')?.scrollLeft ?? 0) > 0;
  });
  expect(steppedAtOnce).toBe(true);
});
