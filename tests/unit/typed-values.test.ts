// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAllContent } from '../../scripts/content/check';
import { factsFileOf, loadEntry, loadFacts } from '../../scripts/content/entries';
import { countInProse } from '../../scripts/content/facts/numbers';
import { CONTENT_ROOT, readSiteFacts } from '../../scripts/content/read';
import { LANGS, type Lang } from '../../src/config/languages';
import type { TourFacts } from '../../src/content/tours/schema';
import { formatMoney } from '../../src/shared/money/format-money';

const TOUR = 'sinai-adventure';
const trip = loadFacts(factsFileOf(`tours/${TOUR}`)) as TourFacts;
const site = readSiteFacts();
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An overlay of src/content where the tour's `lang` file ends with `sentence` as a paragraph; returns its line. */
function planted(lang: Lang, sentence: string, change = (text: string) => `${text.trimEnd()}\n\n${sentence}\n`) {
  const file = `tours/${TOUR}/index.${lang}.md`;
  const overlay = mkdtempSync(join(tmpdir(), 'typed-'));
  cpSync(join(CONTENT_ROOT, 'tours', TOUR), join(overlay, 'tours', TOUR), { recursive: true });
  const changed = change(readFileSync(join(CONTENT_ROOT, file), 'utf8'));
  writeFileSync(join(overlay, file), changed);
  const line = changed.split('\n').findIndex((text) => text.includes(sentence)) + 1;
  return { overlay, file: `src/content/${file}`, line };
}

const load = (lang: Lang, overlay: string) => () => loadEntry(factsFileOf(`tours/${TOUR}`), lang, { overlay });

/** The one content error format: file, field, then the line and the token to write instead. */
const refusal = (file: string, field: string, line: number, token: string) =>
  new RegExp(`^Content error\\n${literal(file)}: ${field}: line ${line} types .*write .*${literal(token)}`, 'm');

const deposit = String(trip.deposit);
const PRICES: Record<Lang, string> = {
  en: `A deposit of only ${formatMoney(trip.deposit, trip.currency, 'en')} holds your seat.`,
  hk: `只需港幣${deposit}即可留位。`,
  cn: `只需美元${deposit}即可预留名额。`,
};
const PHONES: Record<Lang, string> = {
  en: `Call us on ${site.phone.value} any time.`,
  hk: `歡迎致電 ${site.phone.value.replace('+852 ', '')} 查詢。`,
  cn: `欢迎致电${site.phone.value}咨询。`,
};
const EMAILS: Record<Lang, string> = {
  en: `Write to ${site.email.value} for the brochure.`,
  hk: `索取單張請電郵 ${site.email.value}。`,
  cn: `索取资料请发邮件至${site.email.value}。`,
};

describe('the build refuses prose that types a value a field holds', () => {
  it.each(LANGS)('a price typed in the %s words names the file, line and {deposit}', (lang) => {
    const { overlay, file, line } = planted(lang, PRICES[lang]);
    expect(load(lang, overlay)).toThrow(refusal(file, 'body', line, '{deposit}'));
  });

  it.each(LANGS)('a phone number typed in the %s words names {phone}', (lang) => {
    const { overlay, file, line } = planted(lang, PHONES[lang]);
    expect(load(lang, overlay)).toThrow(refusal(file, 'body', line, '{phone}'));
  });

  it.each(LANGS)('an e-mail address typed in the %s words names {email}', (lang) => {
    const { overlay, file, line } = planted(lang, EMAILS[lang]);
    expect(load(lang, overlay)).toThrow(refusal(file, 'body', line, '{email}'));
  });

  it('names the front-matter field the value was typed in', () => {
    const sentence = `Or e-mail ${site.email.value}.`;
    const { overlay, file, line } = planted('en', sentence, (text) =>
      text.replace(/^ctaText: (.*)$/m, `ctaText: $1 ${sentence}`),
    );
    expect(load('en', overlay)).toThrow(refusal(file, 'ctaText', line, '{email}'));
  });

  it('a count a tour fact holds ("8天行程") names its token', () => {
    const { overlay, file, line } = planted('hk', `這是一個 ${trip.days.length}天行程。`);
    expect(load('hk', overlay)).toThrow(refusal(file, 'body', line, '{days}'));
  });

  it.each(LANGS)('the nights at the desert camp typed in the %s words name {campNights}', (lang) => {
    const nights = {
      en: `We spend ${trip.campNights} nights at the desert camp.`,
      hk: `${trip.campNights}晚入住沙漠營地。`,
      cn: `${trip.campNights}晚住在沙漠营地。`,
    };
    const { overlay, file, line } = planted(lang, nights[lang]);
    expect(load(lang, overlay)).toThrow(refusal(file, 'body', line, '{campNights}'));
  });

  it.each(LANGS)('a reply promise typed in the %s words names {replySentence}', (lang) => {
    const hours = site.replyHours.value;
    const promise = {
      en: `We reply within ${hours} hours.`,
      hk: `我們會在${hours}小時內回覆。`,
      cn: `我们会在${hours}小时内回复。`,
    };
    const { overlay, file, line } = planted(lang, promise[lang]);
    expect(load(lang, overlay)).toThrow(refusal(file, 'body', line, '{replySentence}'));
  });

  it('the shipped content types none, and the tokens show the values', () => {
    expect(checkAllContent().problems).toEqual([]);
    const tour = loadEntry(factsFileOf(`tours/${TOUR}`), 'en') as { included: string[] };
    // English writes one to nine in words (docs/style/en.md), and a list item opens with a capital.
    const words = (count: number) => countInProse(String(count), 'en');
    const nights = words(trip.days.length - 1);
    expect(tour.included.join('\n')).toContain(`${nights.charAt(0).toUpperCase()}${nights.slice(1)} nights`);
    expect(tour.included.join('\n')).toContain(`${words(trip.campNights ?? 0)} at a desert camp`);
  }, 90_000);
});
