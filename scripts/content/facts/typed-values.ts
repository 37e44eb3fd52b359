import type { MountainVisit } from '../../../src/content/tours/schema.ts';
import { amountsIn } from './money.ts';
import { articleMountainContradictions, mountainContradictionIn } from './stance-words.ts';
import { statementsIn } from './statements.ts';

/**
 * Prose that types a value a field holds: an amount of money, a phone number, an e-mail address, a stance (travel
 * insurance "required"), or (in a tour's own words) a count a tour fact holds ("8天行程"). Such a value is stated
 * once, in its field, and prose refers to it with a token, so the two can never disagree (registry.ts says how each
 * is recognised and which token to write).
 */
export interface TypedValue {
  /** 1-based line in the file. */
  line: number;
  said: string;
  /** What to write instead. */
  instead: string;
}

/** A tour's own words: its counts are the tour's facts, and it meets the mountain as `mountain` says. */
export interface TourWords {
  mountain?: MountainVisit;
}

/** What one line types. `tour`: the line is a tour's own words. */
function typedIn(text: string, tour: TourWords | undefined): Omit<TypedValue, 'line'>[] {
  const amounts = amountsIn(text).map(({ said }) => ({
    said,
    instead: tour
      ? "{deposit}, or the departures' prices (the page shows the from-price from them)"
      : "a tour's deposit or departures, shown from its fields",
  }));
  const stated = statementsIn(text)
    .filter(({ rule }) => rule.scope === 'everywhere' || tour !== undefined)
    // A deposit typed as an amount is refused once, as the amount.
    .filter(({ fact }) => fact !== 'deposit' || amounts.length === 0)
    .map(({ said, rule }) => ({ said, instead: rule.instead }));
  const contradiction = mountainContradictionIn(text, tour?.mountain);
  const mountain = contradiction
    ? [{ said: contradiction, instead: `{mountainVisit} (the tour's "mountain" is ${tour?.mountain})` }]
    : [];
  return [...amounts, ...stated, ...mountain];
}

/** Every typed value in a language file's text (front matter and body), by line. */
export function typedValuesIn(text: string, tour?: TourWords): TypedValue[] {
  return text.split(/\r?\n/).flatMap((line, index) =>
    // A token is not a typed value, and neither is the tour's YAML of numbers (`groupSize: { min: 10 }`).
    typedIn(line.replace(/\{[a-zA-Z]\w*\}/g, ''), tour).map((typed) => ({ line: index + 1, ...typed })),
  );
}

/** The front-matter key (or "body") a line of the file belongs to, for the error's field. */
export function fieldAt(text: string, line: number): string {
  const lines = text.split(/\r?\n/);
  const close = lines.findIndex((each, index) => index > 0 && each.trim() === '---');
  if (lines[0]?.trim() !== '---' || line > close + 1) return 'body';
  for (let index = line - 1; index > 0; index -= 1) {
    const key = /^([A-Za-z]\w*):/.exec(lines[index] ?? '')?.[1];
    if (key) return key;
  }
  return 'body';
}

/**
 * The problems of a language file whose prose types a value a field holds, each naming the file, the field, the
 * line and what to write instead; `articleTour`: the tour an article ends with, whose `mountain` it must agree with.
 */
export function typedValueProblems(raw: string, file: string, tour?: TourWords, articleTour?: TourWords): string[] {
  const visit = articleTour?.mountain;
  const contradictions = visit
    ? articleMountainContradictions(raw, visit).map(({ line, said }) => ({
        line,
        said,
        instead: `words that agree with the tour it ends with (its "mountain" is ${visit})`,
      }))
    : [];
  return [...typedValuesIn(raw, tour), ...contradictions].map(
    ({ line, said, instead }) =>
      `${file}: ${fieldAt(raw, line)}: line ${line} types "${said}", a value a field holds: write ${instead}`,
  );
}
