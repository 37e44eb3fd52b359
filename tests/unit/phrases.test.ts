// @vitest-environment node
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { phrased, phrasedFields, phrasedMessage, phrasesOf } from '../../scripts/build/phrases';
import { PHRASE_BREAK, plainText } from '../../src/config/phrase-break';

const shown = (text: string) => text.replaceAll(PHRASE_BREAK, '|');

describe('Chinese set by phrase', () => {
  it('breaks a title between phrases, never inside a place name', () => {
    expect(shown(phrased('沙特阿拉伯西奈山探險之旅', 'hk'))).toBe('沙特阿拉伯|西奈山|探險之旅');
    expect(plainText(phrased('沙特阿拉伯西奈山探險之旅', 'hk'))).toBe('沙特阿拉伯西奈山探險之旅');
  });

  it('leaves no character alone on a line, and lets a line start after punctuation', () => {
    for (const text of ['朝聖目的地', '牧養關懷', '為何這問題重要，又為何不是最重要'])
      for (const phrase of phrasesOf(text, 'hk')) expect([...phrase].length).toBeGreaterThan(1);
    expect(phrasesOf('為何這問題重要，又為何不是最重要', 'hk').some((phrase) => phrase.startsWith('又'))).toBe(true);
  });

  it('leaves English as it is', () => {
    expect(phrased('Mount Sinai Adventure', 'en')).toBe('Mount Sinai Adventure');
    expect(phrasedFields({ title: '西奈山探險之旅' }, 'en')).toEqual({ title: '西奈山探險之旅' });
  });

  it('sets headings, names and tags of an entry by phrase, and leaves body text and head text alone', () => {
    const entry = phrasedFields(
      {
        name: '沙特阿拉伯西奈山探險',
        seoTitle: '沙特阿拉伯西奈山探險',
        description: '沙特阿拉伯西奈山探險',
        days: [{ title: '迪薩谷棕櫚峽谷探險之旅' }],
      },
      'hk',
    );
    expect(entry.name).toContain(PHRASE_BREAK);
    expect(entry.days[0]?.title).toContain(PHRASE_BREAK);
    expect(entry.seoTitle).not.toContain(PHRASE_BREAK);
    expect(entry.description).not.toContain(PHRASE_BREAK);
  });

  it('keeps a UI string’s arguments and plural forms working', () => {
    const [literal, plural] = phrasedMessage(parse('沙特阿拉伯西奈山{count, plural, other {# 天行程}}'), 'hk');
    expect(literal).toMatchObject({ type: 0 });
    expect(plural).toMatchObject({ type: 6, value: 'count' });
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
