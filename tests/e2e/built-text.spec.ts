import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { WITHOUT_WORKER } from './helpers';

// Reads the build made before the browser tests (`npx vite build`): what every built page says, as a reader
// (or whoever copies an address or a heading from it) gets it.
const root = join(import.meta.dirname, '../..');
const dist = join(root, 'dist');

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

const ZERO_WIDTH = /\u200B|\u200C|\u200D|\u2060|\uFEFF/;

test('no built page holds a zero-width character, so copying an address, a number or a heading copies only what shows', () => {
  const files = htmlFiles(dist);
  expect(files.length).toBeGreaterThan(40);
  const withInvisible = files.filter((file) => ZERO_WIDTH.test(readFileSync(file, 'utf8')));
  expect(withInvisible.map((file) => relative(root, file))).toEqual([]);
});

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
/** Anything that reads as a date, in any style the site has written one. */
const DATE_LIKE = {
  en: new RegExp(`\\b(?:\\d{1,2} )?${MONTH}(?: \\d{1,2},)? \\d{4}\\b|\\b\\d{1,2}/\\d{1,2}/\\d{4}\\b`, 'g'),
  zh: /\d{4}\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?|\b\d{4}[/.-]\d{1,2}[/.-]\d{1,2}\b/g,
};
/** The house style (docs/style/): "8 Mar 2027" or "Jan 2024" ("as of October 2026" in a sentence); 2027年3月8日 or 2024年1月. */
const HOUSE = {
  en: /^(?:(?:\d{1,2} )?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|(?:January|February|March|April|May|June|July|August|September|October|November|December)) \d{4}$/,
  zh: /^\d{4}年\d{1,2}月(?:\d{1,2}日)?$/,
};

test('each language writes every date in one style: "8 Mar 2027" in English, 2027年3月8日 in Chinese', async ({
  browser,
}) => {
  const page = await browser.newPage(WITHOUT_WORKER);
  const pages = htmlFiles(dist).filter((file) => !/\/admin\//.test(file));
  const datesShown: Record<string, number> = { en: 0, 'zh-HK': 0, 'zh-CN': 0 };
  const offStyle: string[] = [];
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    if (html.includes('data-page="redirect"')) continue;
    const lang = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? '';
    // The browser reads the page as a reader does: its text, element by element, without the editors' prose.
    const { outside, all } = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      for (const element of doc.querySelectorAll('script, style, template')) element.remove();
      const words = (node: Node) => {
        const walker = doc.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let text = walker.nextNode(); text; text = walker.nextNode()) found.push(text.nodeValue ?? '');
        return found.join(' ');
      };
      const everything = words(doc.body);
      for (const prose of doc.querySelectorAll('[data-prose]')) prose.remove();
      return { outside: words(doc.body), all: everything };
    }, html);
    const kind = lang === 'en' ? 'en' : 'zh';
    for (const date of outside.match(DATE_LIKE[kind]) ?? []) {
      datesShown[lang] = (datesShown[lang] ?? 0) + 1;
      if (!HOUSE[kind].test(date)) offStyle.push(`${relative(root, file)}: "${date}"`);
    }
    // Nowhere, not even in prose, a date as US English or en-GB's "Sept" writes it.
    for (const slip of all.match(
      /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}|\bSept\b/g,
    ) ?? [])
      offStyle.push(`${relative(root, file)}: "${slip}"`);
  }
  expect(offStyle).toEqual([]);
  for (const [lang, count] of Object.entries(datesShown)) expect(count, `${lang} pages show dates`).toBeGreaterThan(0);
});
