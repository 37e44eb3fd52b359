// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import forbidden from '../../docs/style/forbidden.json' with { type: 'json' };
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { allFactsFiles, loadEntry } from '../../scripts/content/entries';
import { CONTENT_ROOT } from '../../scripts/content/read';
import { currencyName } from '../../src/shared/money/format-money';

type Lang = 'en' | 'hk' | 'cn';
/** One house-words rule; `except` names the entries (path prefixes) where the word belongs. */
interface Rule {
  never: string;
  write: string;
  why: string;
  except?: readonly string[];
}
const UI: Record<Lang, Record<string, string>> = { en, hk, cn };
const IMAGE_CREDITS = readFileSync(join(CONTENT_ROOT, 'image-credits.yaml'), 'utf8');
const short = (file: string) => file.replace(/^.*src\/content\//, '');

/** Every word a page in this language can show: each entry's words, the UI strings, and (Traditional) the captions. */
function pageTexts(lang: Lang): [string, string][] {
  const entries = allFactsFiles().map((file): [string, string] => [short(file), JSON.stringify(loadEntry(file, lang))]);
  const captions: [string, string][] = lang === 'cn' ? [] : [['image-credits.yaml', IMAGE_CREDITS]];
  return [...entries, [`locales/${lang}.json`, Object.values(UI[lang]).join('\n')], ...captions];
}

describe.each(['hk', 'cn', 'en'] as const)('the /%s/ pages use the house words (docs/style/forbidden.json)', (lang) => {
  const texts = pageTexts(lang);
  const rules: Rule[] = forbidden[lang];
  it.each(rules.map((rule) => [rule.never, rule.write, rule] as const))('never "%s" (write %s)', (_, __, rule) => {
    const allowed = (where: string) => (rule.except ?? []).some((entry) => where.startsWith(entry));
    const found = texts.filter(([where, text]) => text.includes(rule.never) && !allowed(where)).map(([where]) => where);
    expect(found, `${rule.never} → ${rule.write}: ${rule.why}`).toEqual([]);
  });
});

describe('Bible quotations and prose name Mount Sinai each their own way (docs/style/hk.md)', () => {
  it.each(['hk', 'cn'] as const)('in %s, quotations keep 西乃山 and prose writes 西奈山', (lang) => {
    for (const file of allFactsFiles()) {
      const markdown = readFileSync(file.replace('index.en.md', `index.${lang}.md`), { encoding: 'utf8', flag: 'r' });
      for (const line of markdown.split('\n')) {
        if (line.startsWith('>')) expect(line, short(file)).not.toContain('西奈山');
        // A note naming the Union Version's form, （和合本譯作「西乃山」）, quotes it: only unquoted 西乃山 is prose.
        else expect(line.replace(/[「“]西乃山[」”]/g, ''), short(file)).not.toContain('西乃山');
      }
    }
  });
});

describe('prices name their currency as a word in a sentence', () => {
  it('US dollars, 美元, 美元 rather than the code', () => {
    expect(currencyName('USD', 'en')).toBe('US dollars');
    expect(currencyName('USD', 'hk')).toBe('美元');
    expect(currencyName('USD', 'cn')).toBe('美元');
  });
});
