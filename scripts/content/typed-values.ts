import type { MountainVisit } from '../../src/content/tours/schema.ts';
import { type FactKind, statementsIn } from './fact-statements.ts';
import { amountsIn } from './prose-money.ts';
import { insuranceStanceIn, mountainContradictionIn } from './stances.ts';

/**
 * Prose that types a value a field holds: an amount of money (prose-money.ts), a phone number, an e-mail address, the
 * hours within which we reply, a stance (travel insurance "required"), or (in a tour's own words) a count a tour fact
 * holds ("8天行程"). Such a value is stated once, in its field, and prose refers to it with a token, so the two can
 * never disagree.
 */
export interface TypedValue {
  /** 1-based line in the file. */
  line: number;
  said: string;
  /** What to write instead. */
  instead: string;
}

const PHONE = /\+\d{3}[\d\s-]{7,}\d|(?<![\w.,/:-])[2-9]\d{3}[ -]?\d{4}(?![\w-])/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A reply promise with its hours typed: "within 24 hours", 24小時內回覆, 24小时内回复. */
const REPLY = /\bwithin \d+ hours\b|\d+\s*小[時时][內内]\s*(?:回覆|回复|答覆|答复)/gi;

/** The token for each kind of fact a tour's prose may state (scripts/content/fact-values.ts). */
const TOUR_TOKEN: Record<FactKind, string> = {
  deposit: '{deposit}',
  balance: '{balanceDueDays}',
  groupSize: '{groupMin}–{groupMax}',
  days: '{days}',
  nights: '{nights}',
  campNights: '{campNights}',
  domesticFlights: '{domesticFlights}',
  demand: 'the tour\'s demand level (the page shows it from the field "demand")',
};

const contactToken = (said: string) => (said.includes('@') ? '{email}' : '{phone} or {whatsapp}');

function found(pattern: RegExp, text: string, instead: (said: string) => string) {
  return [...text.matchAll(pattern)].map((match) => ({ said: match[0].trim(), instead: instead(match[0]) }));
}

/** A tour's own words: its counts are the tour's facts, and it meets the mountain as `mountain` says. */
export interface TourWords {
  mountain?: MountainVisit;
}

/** What one line types. `tour`: the line is a tour's own words. */
function typedIn(text: string, tour: TourWords | undefined) {
  const tourFacts = tour !== undefined;
  const amounts = amountsIn(text).map(({ said }) => ({
    said,
    instead: tourFacts
      ? "{deposit}, or the departures' prices (the page shows the from-price from them)"
      : "a tour's deposit or departures, shown from its fields",
  }));
  const contacts = [...found(EMAIL, text, contactToken), ...found(PHONE, text, contactToken)];
  const replies = found(REPLY, text, () => '{replySentence} or {replyHours} (site.json: replyHours)');
  const counts = tourFacts
    ? statementsIn(text)
        .filter((statement) => statement.kind !== 'deposit' || amounts.length === 0)
        .map((statement) => ({ said: statement.said, instead: TOUR_TOKEN[statement.kind] }))
    : [];
  const stance = insuranceStanceIn(text);
  const stances = stance
    ? [{ said: stance, instead: '{insuranceSentence} or {insuranceNote} (site.json: travelInsurance)' }]
    : [];
  const contradiction = mountainContradictionIn(text, tour?.mountain);
  const mountain = contradiction
    ? [{ said: contradiction, instead: `{mountainVisit} (the tour's "mountain" is ${tour?.mountain})` }]
    : [];
  return [...amounts, ...contacts, ...replies, ...counts, ...stances, ...mountain];
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
