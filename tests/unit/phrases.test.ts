// @vitest-environment node
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { headingTexts, phraseBreaks, phrasesOf, phraseTable, shippedBreaks } from '../../scripts/build/phrases';
import { breaksIn, splitAt } from '../../src/config/phrase-breaks';
import { messageTexts, phraseTableOf } from '../../src/shared/i18n/phrase-table';

const shown = (text: string, lang: 'hk' | 'cn' = 'hk') => splitAt(text, phraseBreaks(text, lang)).join('|');

describe('Chinese set by phrase', () => {
  it('breaks a title between phrases, never inside a place name', () => {
    expect(shown('沙特阿拉伯西奈山探險之旅')).toBe('沙特阿拉伯|西奈山|探險之旅');
  });

  it('leaves no character alone on a line, and lets a line start after punctuation', () => {
    for (const text of ['朝聖目的地', '牧養關懷', '為何這問題重要，又為何不是最重要'])
      for (const phrase of phrasesOf(text, 'hk')) expect([...phrase].length).toBeGreaterThan(1);
    expect(phrasesOf('為何這問題重要，又為何不是最重要', 'hk').some((phrase) => phrase.startsWith('又'))).toBe(true);
  });

  it('never breaks beside a number, a Latin word or a space', () => {
    for (const text of ['長沙灣道650號1208室', '用WhatsApp聯絡我們', '2025 禧年朝聖之旅', '8天行程'])
      for (const at of phraseBreaks(text, 'hk')) expect(`${text[at - 1]}${text[at]}`).not.toMatch(/[\dA-Za-z\s]/);
    expect(shown('長沙灣道650號1208室')).not.toMatch(/\d\||\|\d/);
  });

  it('never parts a count from what it counts (兩座山, 三天, 七教會)', () => {
    const article = readFileSync('src/content/blog/true-mountain/index.hk.md', 'utf8');
    const headline = /^title: (.+)$/m.exec(article)?.[1] ?? '';
    expect(headline).toContain('兩座山');
    for (const text of [headline, '探訪默示錄七教會', '西奈山三天兩夜'])
      for (const count of ['兩座山', '七教會', '三天', '兩夜'].filter((words) => text.includes(words)))
        expect(shown(text)).toContain(count);
  });

  it('gives English no breaks', () => {
    expect(phraseBreaks('Mount Sinai Adventure', 'hk')).toEqual([]);
  });

  it('finds the heading-like fields of an entry, and not its body or head text', () => {
    const texts = headingTexts({
      name: '沙特阿拉伯西奈山探險',
      seoTitle: '搜尋標題',
      description: '正文',
      days: [{ title: '迪薩谷棕櫚峽谷探險之旅' }],
    });
    expect(texts).toEqual(['沙特阿拉伯西奈山探險', '迪薩谷棕櫚峽谷探險之旅']);
  });

  it('reads a UI string’s words around its values and plural forms', () => {
    expect(messageTexts(parse('沙特阿拉伯西奈山{count, plural, other {# 天行程}}'))).toEqual([
      '沙特阿拉伯西奈山',
      ' 天行程',
    ]);
  });
});

describe('breaks shipped to the page', () => {
  it('gives the page the same breaks for every UI string and heading as the build found', () => {
    const strings = { title: '沙特阿拉伯西奈山探險之旅', days: '{count, plural, other {# 天行程}}', en: 'Mount Sinai' };
    const messages = Object.fromEntries(Object.entries(strings).map(([id, text]) => [id, parse(text)]));
    const headings = ['迪薩谷棕櫚峽谷探險之旅', '沙特阿拉伯西奈山探險之旅'];
    const whole = phraseTable([...Object.values(messages).flatMap(messageTexts), ...headings], 'hk');
    expect(phraseTableOf(messages, shippedBreaks(messages, headings, 'hk'))).toEqual(whole);
  });
});

describe('breaks at render time', () => {
  const table = phraseTable(['沙特阿拉伯西奈山探險之旅', '西奈山探險之旅'], 'hk');

  it('uses a text’s own breaks when the build saw it whole', () => {
    expect(splitAt('沙特阿拉伯西奈山探險之旅', breaksIn('沙特阿拉伯西奈山探險之旅', table)).join('|')).toBe(
      '沙特阿拉伯|西奈山|探險之旅',
    );
  });

  it('keeps whole a text the build saw whole, even when it contains another text with breaks', () => {
    const seen = { 西奈山探險之旅: [3], 西奈山探險之旅團: [] };
    expect(breaksIn('西奈山探險之旅團', seen)).toEqual([]);
    expect(breaksIn('參加西奈山探險之旅', seen)).toEqual([5]);
  });

  it('uses the breaks of the words around a value it did not see', () => {
    const text = '2027年3月8日出發的西奈山探險之旅';
    const runs = splitAt(text, breaksIn(text, table));
    expect(runs.join('')).toBe(text);
    expect(runs.at(-1)).toBe('探險之旅');
    expect(runs[0]).toContain('2027年3月8日');
  });
});

describe('place names', () => {
  it('never splits the name of a place on a tour’s route, which BudouX does not know', () => {
    for (const lang of ['hk', 'cn'] as const) {
      const name = lang === 'hk' ? '拉烏茲山' : '拉乌兹山';
      const phrases = phrasesOf(`西奈山在阿拉伯？${name}的證據與疑問`, lang);
      expect(
        phrases.some((phrase) => phrase.includes(name)),
        phrases.join('|'),
      ).toBe(true);
    }
  });
});
