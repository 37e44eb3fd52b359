import { expect, test } from '@playwright/test';
import { ARTICLES, href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

const PHONE = { width: 390, height: 844 };

/** The smallest text a visitor sees on the page (pictures' credits apart), and the size of its paragraphs. */
function measure() {
  const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
  const small: string[] = [];
  let smallest = Number.POSITIVE_INFINITY;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim()) continue;
    if (element.closest('[aria-hidden="true"], .sr-only, figcaption, [hidden], details:not([open]) > :not(summary)'))
      continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const size = Number.parseFloat(getComputedStyle(element).fontSize);
    if (size < smallest) smallest = size;
    if (size < 14) small.push(`${size}px "${node.textContent.trim().slice(0, 30)}"`);
  }
  const paragraph = document.querySelector('main p:not([class])') ?? document.querySelector('main p');
  const credits = [...document.querySelectorAll('figcaption[data-picture-credit]')].map((caption) =>
    Number.parseFloat(getComputedStyle(caption).fontSize),
  );
  return {
    small,
    smallest,
    paragraph: paragraph ? Number.parseFloat(getComputedStyle(paragraph).fontSize) : 0,
    credits,
  };
}

const PAGES = (lang: 'hk' | 'en') => [
  href('home', lang),
  href('sinai-adventure', lang),
  href('turkey-tour', lang),
  href('blog', lang),
  ARTICLES.find((article) => article.lang === lang)?.href ?? '',
];

for (const [lang, body] of [
  ['hk', 18],
  ['en', 17],
] as const) {
  test(`on a phone (${lang}) text is at least ${body} px in paragraphs and never under 14 px; credits at least 12 px`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    for (const path of PAGES(lang)) {
      await page.goto(path);
      const { small, paragraph, credits } = await page.evaluate(measure);
      expect(small, path).toEqual([]);
      expect(paragraph, path).toBeGreaterThanOrEqual(body);
      for (const size of credits) expect(size, path).toBeGreaterThanOrEqual(12);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} fits the phone's width`).toBeLessThanOrEqual(PHONE.width);
    }
  });
}

for (const [lang, body] of [
  ['hk', 18],
  ['en', 17],
] as const) {
  test(`on a desktop screen (${lang}) paragraphs keep the phone's ${body} px`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(href('sinai-adventure', lang));
    const { paragraph } = await page.evaluate(measure);
    expect(paragraph).toBe(body);
  });
}
