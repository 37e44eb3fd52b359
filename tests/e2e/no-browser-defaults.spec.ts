import { expect, test } from '@playwright/test';
import { PAGES, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

/** Controls that still wear the browser's look: bevelled borders, or filled rounded links underlined. */
function browserDefaults(): string[] {
  const BEVELS = ['outset', 'inset', 'groove', 'ridge'];
  const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const nameOf = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('name') || element.getAttribute('aria-label')}"`;
  const found: string[] = [];
  for (const element of document.querySelectorAll('button, input, select, textarea, fieldset, a')) {
    if (!visible(element)) continue;
    const style = getComputedStyle(element);
    const bevelled = SIDES.some(
      (side) =>
        BEVELS.includes(style.getPropertyValue(`border-${side.toLowerCase()}-style`)) &&
        Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
    );
    if (bevelled) found.push(`${nameOf(element)} has a ${style.borderTopStyle} border`);
    const filled = !/^(transparent|rgba\(\d+, \d+, \d+, 0\))$/.test(style.backgroundColor);
    const rounded = Number.parseFloat(style.borderTopLeftRadius) > 0;
    if (element.tagName === 'A' && filled && rounded && style.textDecorationLine.includes('underline')) {
      found.push(`${nameOf(element)} is a filled button-like link with an underline`);
    }
  }
  return found;
}

for (const { href, page: key, lang } of PAGES.filter((page) => page.lang !== 'cn')) {
  test(`no browser-default controls on ${key} (${lang})`, async ({ page }) => {
    await page.goto(href);
    await page.locator('body[data-sections-hydrated]').waitFor();
    expect(await page.evaluate(browserDefaults)).toEqual([]);
  });
}
