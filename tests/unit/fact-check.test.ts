// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkAllContent } from '../../scripts/content/check';
import { factsFileOf, loadFacts } from '../../scripts/content/entries';
import { checkFacts } from '../../scripts/content/facts/fact-check';
import { splitFrontMatter } from '../../scripts/content/layout';
import { CONTENT_ROOT } from '../../scripts/content/read';
import { toSimplified } from '../../scripts/content/simplified';
import type { TourFacts } from '../../src/content/tours/schema';
import { formatMoney } from '../../src/shared/money/format-money';

const TOUR = 'sinai-adventure';
const trip = loadFacts(factsFileOf(`tours/${TOUR}`)) as TourFacts;

/** An overlay of src/content where `file` holds `text` with `sentence` added as a paragraph; returns its line. */
function planted(file: string, sentence: string, text = readFileSync(join(CONTENT_ROOT, file), 'utf8')) {
  const overlay = mkdtempSync(join(tmpdir(), 'facts-'));
  cpSync(join(CONTENT_ROOT, 'tours', TOUR), join(overlay, 'tours', TOUR), { recursive: true });
  const changed = `${text.trimEnd()}\n\n${sentence}\n`;
  mkdirSync(dirname(join(overlay, file)), { recursive: true });
  writeFileSync(join(overlay, file), changed);
  return { overlay, at: `src/content/${file}:${changed.trimEnd().split('\n').length}:` };
}

describe('the fact check', () => {
  it('passes on the shipped content', () => {
    expect(checkFacts()).toEqual([]);
  });

  it('catches an English sentence stating another deposit, naming file and line', () => {
    const wrong = formatMoney(trip.deposit + 100, trip.currency, 'en');
    const { overlay, at } = planted(`tours/${TOUR}/index.en.md`, `A deposit of ${wrong} holds your place.`);
    expect(checkFacts({ overlay })).toEqual([expect.stringContaining(at)]);
  });

  it('catches a Traditional Chinese sentence stating another balance deadline', () => {
    const { overlay, at } = planted(`tours/${TOUR}/index.hk.md`, `餘款須於出發前 ${trip.balanceDueDays - 15} 天繳清。`);
    expect(checkFacts({ overlay })).toEqual([expect.stringContaining(at)]);
  });

  it('catches a Simplified Chinese rewrite (index.cn.md) stating another group size', () => {
    const hk = readFileSync(join(CONTENT_ROOT, 'tours', TOUR, 'index.hk.md'), 'utf8');
    const size = `${trip.groupSize.min}–${trip.groupSize.max + 10} 人`;
    const { overlay, at } = planted(`tours/${TOUR}/index.cn.md`, `每团 ${size}。`, toSimplified(hk));
    expect(checkFacts({ overlay })).toEqual([expect.stringContaining(at)]);
  });

  it('catches a mainland rewrite counting its domestic flights another way (国内航班)', () => {
    const { overlay, at } = planted(`tours/${TOUR}/index.cn.md`, `另有${trip.flights.domestic + 2}段沙特国内航班。`);
    expect(checkFacts({ overlay })).toEqual([expect.stringContaining(at)]);
  });

  it('catches a physical-demand level the tour does not have', () => {
    const word = trip.demand === 2 ? 'strenuous' : 'moderate';
    const { overlay, at } = planted(`tours/${TOUR}/index.en.md`, `A ${word} level of fitness is needed.`);
    expect(checkFacts({ overlay })).toEqual([expect.stringContaining(at)]);
  });

  it('holds a shared question to every tour it is shown on', () => {
    const { overlay, at } = planted(
      'faq/index.en.md',
      `  - q: How much is the deposit?\n    a: A deposit of ${formatMoney(trip.deposit, trip.currency, 'en')} per person.`,
    );
    const problems = checkFacts({ overlay });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toContain(at.replace(/\d+:$/, ''));
  });

  it('holds a question shown on one tour only to that tour, in the editor’s block lists', () => {
    const file = 'faq/index.en.md';
    const text = readFileSync(join(CONTENT_ROOT, file), 'utf8');
    const { faq } = parse(splitFrontMatter(text).frontMatter) as { faq: { q: string; tours?: string[] }[] };
    const only = faq.find((question) => question.tours?.length === 1);
    const facts = loadFacts(factsFileOf(`tours/${only?.tours?.[0]}`)) as TourFacts;
    const withDeposit = (deposit: number) => {
      const lines = text.split('\n');
      const answer = lines.findIndex(
        (line, index) => index > lines.indexOf(`  - q: ${only?.q}`) && /^\s+a: /.test(line),
      );
      lines[answer] =
        lines[answer]?.replace('a: ', `a: A deposit of ${formatMoney(deposit, facts.currency, 'en')} holds it. `) ?? '';
      const overlay = mkdtempSync(join(tmpdir(), 'facts-'));
      mkdirSync(join(overlay, 'faq'));
      writeFileSync(join(overlay, file), lines.join('\n'));
      return checkFacts({ overlay });
    };
    expect(withDeposit(facts.deposit)).toEqual([]);
    expect(withDeposit(facts.deposit + 100)).toEqual([expect.stringContaining('src/content/faq/index.en.md:')]);
  });

  it('is part of npm run check:content', () => {
    const { overlay, at } = planted(`tours/${TOUR}/index.hk.md`, `訂金 HK$${trip.deposit + 1} 即可留位。`);
    expect(checkAllContent({ overlay }).problems).toContainEqual(expect.stringContaining(at));
    // The whole content check reads every entry in every language: on a busy two-core machine it outlasts the default.
  }, 300_000);
});
