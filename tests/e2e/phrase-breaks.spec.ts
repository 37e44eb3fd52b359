import { expect, type Page, test } from '@playwright/test';
import { phrasesOf } from '../../scripts/build/phrases';
import { articleHref } from '../../src/config/routes';
import { href, WITHOUT_WORKER } from './helpers';

test.use({ ...WITHOUT_WORKER, viewport: { width: 390, height: 844 } });

interface Heading {
  text: string;
  /** Offsets into the text where a new line starts. */
  lineStarts: number[];
  /** Each character's drawn width, by the same offsets. */
  widths: number[];
  lineWidth: number;
}

/** Every Chinese heading on the page, laid out: where each line starts and how wide each character is drawn. */
function headingsOf(page: Page): Promise<Heading[]> {
  return page.evaluate(async () => {
    const found: Heading[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('main :is(h1,h2,h3)')) {
      if (!heading.closest(':lang(zh)') || heading.getClientRects().length === 0) continue;
      heading.scrollIntoView({ block: 'center' });
      await new Promise(requestAnimationFrame);
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      const lineStarts: number[] = [];
      const widths: number[] = [];
      let text = '';
      let lastTop: number | undefined;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? '';
        for (let index = 0; index < value.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getClientRects()[0];
          if (box && box.width > 0) {
            if (lastTop !== undefined && box.top > lastTop + box.height / 2) lineStarts.push(text.length);
            lastTop = box.top;
          }
          widths.push(box?.width ?? 0);
          text += value[index];
        }
      }
      const style = getComputedStyle(heading);
      const lineWidth =
        heading.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      found.push({ text, lineStarts, widths, lineWidth });
    }
    return found;
  });
}

/** The offsets where a line may start: after each phrase BudouX finds, and after a space. */
function allowedStarts(text: string, lang: 'hk' | 'cn'): Set<number> {
  const starts = new Set<number>();
  let offset = 0;
  for (const phrase of phrasesOf(text, lang)) {
    offset += phrase.length;
    starts.add(offset);
  }
  for (const [index, char] of [...text].entries()) if (/\s/.test(char)) starts.add(index + 1);
  return starts;
}

/** Where a line started inside a phrase that fits on a line: the heading split a word. */
function wrongBreaks(heading: Heading, lang: 'hk' | 'cn'): string[] {
  const allowed = allowedStarts(heading.text, lang);
  const wrong: string[] = [];
  let phraseStart = 0;
  const phraseOf = new Map<number, [number, number]>();
  for (const phrase of phrasesOf(heading.text, lang)) {
    for (let index = phraseStart; index < phraseStart + phrase.length; index++)
      phraseOf.set(index, [phraseStart, phraseStart + phrase.length]);
    phraseStart += phrase.length;
  }
  for (const start of heading.lineStarts) {
    if (allowed.has(start)) continue;
    const [from, to] = phraseOf.get(start) ?? [start, start];
    const phraseWidth = heading.widths.slice(from, to).reduce((sum, width) => sum + width, 0);
    if (phraseWidth <= heading.lineWidth) wrong.push(`${heading.text.slice(0, start)}｜${heading.text.slice(start)}`);
  }
  return wrong;
}

const PAGES = (lang: 'hk' | 'cn') => [href('home', lang), href('sinai-adventure', lang), articleHref('sinai', lang)];

for (const lang of ['hk', 'cn'] as const) {
  test(`Chinese headings (${lang}) break only between phrases at phone width`, async ({ page }) => {
    const checked: string[] = [];
    for (const url of PAGES(lang)) {
      await page.goto(url);
      const headings = await headingsOf(page);
      expect(headings.length, `${url} has Chinese headings`).toBeGreaterThan(2);
      for (const heading of headings) {
        expect(wrongBreaks(heading, lang), `${url}: ${heading.text}`).toEqual([]);
        checked.push(`${heading.text} (${heading.lineStarts.length + 1} lines)`);
      }
    }
    test.info().annotations.push({ type: 'headings checked', description: checked.join(' · ') });
    console.log(`${lang} headings checked:\n  ${checked.join('\n  ')}`);
  });
}
