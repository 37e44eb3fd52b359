import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGS, SOURCE_LANG } from '../../../src/config/languages.ts';
import { wordsFileName } from '../layout.ts';
import { CONTENT_ROOT, type ContentSource, contentReader, dataOf, read } from '../read.ts';
import { type FactValues, valuesFrom } from './registry.ts';
import { tourFactsOf, tourFolders } from './sources.ts';
import { type Statement, statementsIn } from './statements.ts';

/** A tour's facts as its prose would state them, in one written form (the three languages write money alike). */
function expectedOf(id: string, source: ContentSource): FactValues {
  const trip = tourFactsOf(contentReader(source), id);
  return valuesFrom('tour', { trip, days: trip.days.length }, SOURCE_LANG);
}

const shown = (file: string) => relative(process.cwd(), file);

/** A problem for each statement on the line that differs from a tour it is shown for. */
function judge(file: string, line: number, text: string, tours: [string, FactValues][]): string[] {
  return statementsIn(text).flatMap(({ rule, value, said }: Statement) => {
    const { expected, field } = rule;
    if (!expected) return [];
    const wrong = tours.filter(([, values]) => expected(values) !== value);
    if (wrong.length === 0) return [];
    const facts = wrong.map(([id, values]) => `${id}: ${expected(values)}`).join(', ');
    return [`${shown(file)}:${line}: "${said}" differs from ${field} (${facts})`];
  });
}

function linesOf(file: string, source: ContentSource): string[] {
  return read(file, source).split(/\r?\n/);
}

/** A tour's own files: every line is about that tour. */
function checkTourFile(file: string, tour: [string, FactValues], source: ContentSource): string[] {
  return linesOf(file, source).flatMap((text, index) => judge(file, index + 1, text, [tour]));
}

/** The tours each shared question is shown on, in the questions' order (from the facts file), or none for all. */
function sharedQuestionTours(source: ContentSource): (string[] | undefined)[] {
  const file = join(CONTENT_ROOT, 'faq', wordsFileName(SOURCE_LANG));
  const { faq = [] } = dataOf(file, source) as { faq?: { tours?: string[] }[] };
  return faq.map((question) => question.tours);
}

/** The shared questions: the n-th question of every language is about the tours the n-th names, or every tour. */
function checkSharedFaq(file: string, all: [string, FactValues][], source: ContentSource): string[] {
  const lines = linesOf(file, source);
  const toursOf = sharedQuestionTours(source);
  const starts = lines.flatMap((line, index) => (/^\s*- q:/.test(line) ? [index] : []));
  return starts.flatMap((start, entry) => {
    const end = starts[entry + 1] ?? lines.length;
    const ids = toursOf[entry];
    const tours = ids ? all.filter(([id]) => ids.includes(id)) : all;
    return lines.slice(start, end).flatMap((text, offset) => judge(file, start + offset + 1, text, tours));
  });
}

/**
 * Prose that states a tour fact differently from its field: a deposit, balance deadline, group size, day or
 * night count, number of domestic flights or physical-demand level. Each tour's own files (index.<lang>.md) are
 * checked against that tour; the shared questions and the terms against every tour they concern. Returns
 * "file:line: …" problems.
 */
export function checkFacts(source: ContentSource = {}): string[] {
  const all = tourFolders(CONTENT_ROOT).map((id): [string, FactValues] => [id, expectedOf(id, source)]);
  const exists = (file: string) =>
    existsSync(file) || (source.overlay ? existsSync(join(source.overlay, relative(CONTENT_ROOT, file))) : false);
  /** An entry's files in every language it has one of (a converted language's rewrite only when written). */
  const languageFiles = (entry: string) =>
    LANGS.map((lang) => join(CONTENT_ROOT, entry, wordsFileName(lang))).filter(exists);
  const tourProblems = all.flatMap((tour) =>
    languageFiles(`tours/${tour[0]}`).flatMap((file) => checkTourFile(file, tour, source)),
  );
  const shared = languageFiles('faq');
  const terms = languageFiles('terms');
  return [
    ...tourProblems,
    ...shared.flatMap((file) => checkSharedFaq(file, all, source)),
    ...terms.flatMap((file) => linesOf(file, source).flatMap((text, index) => judge(file, index + 1, text, all))),
  ];
}
