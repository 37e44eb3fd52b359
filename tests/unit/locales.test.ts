// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import hk from '../../locales/hk.json';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]).sort();

describe('UI messages', () => {
  for (const [name, messages] of Object.entries({ hk, cn })) {
    it(`${name} has every English message id and no extra ones`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    });
    it(`${name} keeps every placeholder and leaves no message empty`, () => {
      for (const [id, text] of Object.entries(en)) {
        const translated = (messages as Record<string, string>)[id] ?? '';
        expect(translated.trim(), id).not.toBe('');
        expect(placeholders(translated), id).toEqual(placeholders(text));
      }
    });
  }
});
