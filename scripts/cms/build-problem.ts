// A failed build's output, told as the editor's user would understand it: which entry (as the editor names it),
// which side (language) and which field, and what is wrong. Content errors name their file and field
// (`src/content/blog/sinai/index.hk.md: title: must not be empty`, scripts/content/entries.ts).
import { stripVTControlCharacters } from 'node:util';
import { isLang, LANGS } from '../../src/config/languages.ts';
import { FACTS } from '../content/facts/registry.ts';
import { factInWords } from '../content/facts/words.ts';
import { wordsFileName } from '../content/layout.ts';
import { englishLanguageName } from './editor-languages.ts';
import { type ProblemContext, type ProblemNames, problemNames } from './problem-names.ts';

const COLLECTIONS: Record<string, string> = {
  blog: 'Blog post',
  tours: 'Tour',
  hosts: 'Host',
  awards: 'Award',
  home: 'Home page',
  policy: 'Privacy policy',
  terms: 'Booking terms',
  churches: 'Lead a group from your church',
  faq: 'Questions on every tour page',
};

const SINGLE_FILES: Record<string, string> = {
  'site.json': 'Agency facts',
  'simplified-terms.yaml': 'Simplified Chinese wording',
};

/** `index.hk.md` → the language side ("Traditional Chinese side"). */
function sideOf(file: string): string {
  const lang = LANGS.find((each) => wordsFileName(each) === file);
  return lang && isLang(lang) ? `${englishLanguageName(lang)} side` : '';
}

/** `src/content/blog/sinai/index.hk.md` → `Blog post “Sinai: a mountain of wonder”, Traditional Chinese side`. */
export function entryInWords(path: string, names: ProblemNames = problemNames()): string {
  const parts = path.replace(/^src\/content\//, '').split('/');
  if (parts.length === 1) return SINGLE_FILES[parts[0] ?? ''] ?? `The file ${path}`;
  const [collection = '', ...rest] = parts;
  const file = rest.at(-1) ?? '';
  const name = COLLECTIONS[collection] ?? `“${collection}”`;
  const id = rest.length > 1 ? ` “${names.entry(collection, rest[0] ?? '')}”` : '';
  const side = sideOf(file);
  return `${name}${id}${side ? `, ${side}` : ''}`;
}

/** An entry's folder (`src/content/tours/sinai-adventure`) or file (`src/content/site.json`) → `Tour “Mount Sinai Adventure”`. */
export function entryNameInWords(entry: string, names: ProblemNames = problemNames()): string {
  const [collection = '', id] = entry.replace(/^src\/content\//, '').split('/');
  if (!id) return SINGLE_FILES[collection] ?? COLLECTIONS[collection] ?? `“${collection}”`;
  return `${COLLECTIONS[collection] ?? `“${collection}”`} “${names.entry(collection, id)}”`;
}

/** `closingTitle` → `Closing title`; `departures.0.price` → `Departures, item 1, Price`. */
export function fieldInWords(path: string): string {
  return path
    .split('.')
    .map((part) => {
      if (/^\d+$/.test(part)) return `item ${Number(part) + 1}`;
      const words = part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(', ');
}

/** The usable fact one slip away from `name` (a letter wrong, missing or extra; or other capitals), if any. */
function closestFact(name: string, usable: string[]): string | undefined {
  const near = (a: string, b: string) => {
    if (a.toLowerCase() === b.toLowerCase()) return true;
    if (Math.abs(a.length - b.length) > 1) return false;
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    const rest = (x: string, skip: number) => x.slice(i + skip);
    return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
  };
  return usable.find((token) => near(token.slice(1, -1), name.slice(1, -1)));
}

/** `{depositOnlyFrom}` in a message → `{depositOnlyFrom} (the days before departure …)`: the token, and what it is. */
const tokensInWords = (text: string) =>
  text.replace(/\{([a-zA-Z]\w*)\}/g, (token, name: string) =>
    Object.hasOwn(FACTS, name) ? `${token} (${factInWords(name)})` : token,
  );

/** Valibot's wording where plainer words exist. */
function issueInWords(issue: string): string {
  if (/^Invalid key|received undefined$/.test(issue)) return 'is missing';
  const unknown = /^unknown fact (\{\w+\}) \(this file may use (.*)\)$/.exec(issue);
  if (unknown) {
    const [, token = '', list = ''] = unknown;
    // Only what is wrong and how to fix it: the hint under the text already lists every word it can hold.
    const meant = closestFact(token, list.match(/\{\w+\}/g) ?? []);
    const fix = meant
      ? `Did you mean ${meant} (${factInWords(meant)})? Type it exactly so, or write the words out in full.`
      : 'Write the words out in full instead, or use one of the words in braces listed under the text.';
    return `the text has “${token}”, which is not one of the words in braces this text can fill in. ${fix}`;
  }
  return tokensInWords(issue);
}

// `file: field: message` (a value the schema refuses) or `file:line: message` (prose: a fact or a placeholder).
const CONTENT_LINE = /(src\/content\/[^\s:]+)(?::(\d+))?: (.+)$/;
const FIELD = /^([\w$.-]+): (.+)$/;
// The fact check's `differs from balanceDueDays (sinai-adventure: 60, …)`.
const DIFFERS = /differs from ([\w.]+) \(((?:[\w-]+: [^,()]+(?:, )?)+)\)$/;

/** A line of text by its opening words, else by its number. */
const lineInWords = (path: string, line: string, names: ProblemNames) => {
  const found = names.lineOf(path, Number(line));
  if (found && 'field' in found) return `field ${found.field}`;
  return found?.words ? `in the text at “${found.words}”` : `line ${line} of the text`;
};

/** The fact check's field and tours, as the form names them. */
function differsInWords(message: string, names: ProblemNames): string {
  const match = DIFFERS.exec(message);
  if (!match) return message;
  const [whole, field = '', list = ''] = match;
  const tours = list.split(', ').map((pair) => pair.split(': '));
  const tourFile = `src/content/tours/${tours[0]?.[0]}/index.en.md`;
  const label = names.field(tourFile, field) ?? fieldInWords(field);
  const values = tours.map(([id = '', value = '']) => `${value} for “${names.entry('tours', id)}”`).join(', ');
  return message.replace(whole, `differs from the field “${label}” (${values})`);
}

/** One sentence per problem in `output`; none when the build failed for another reason than content. */
export function contentProblems(output: string, names: ProblemNames = problemNames()): string[] {
  const problems: string[] = [];
  for (const line of output.split('\n')) {
    const match = CONTENT_LINE.exec(line.trim());
    if (!match) continue;
    const [, path = '', lineNumber, rest = ''] = match;
    const field = lineNumber ? undefined : FIELD.exec(rest);
    const entry = entryInWords(path, names);
    const where = lineNumber ? `${entry}, ${lineInWords(path, lineNumber, names)}` : entry;
    const issue = (text: string) =>
      differsInWords(issueInWords(text), names).replace(
        /\bline (\d+) /,
        (_, n: string) => `${lineInWords(path, n, names)} `,
      );
    const sentence = field
      ? `${where}, field ${names.field(path, field[1] ?? '') ?? fieldInWords(field[1] ?? '')}: ${issue(field[2] ?? '')}`
      : `${where}: ${issue(rest)}`;
    if (!problems.includes(sentence)) problems.push(sentence);
  }
  return problems;
}

/** The content files a failed build's output names (`src/content/…`), each once. */
export function refusedFiles(output: string): string[] {
  const files = stripVTControlCharacters(output)
    .split('\n')
    .map((line) => CONTENT_LINE.exec(line.trim())?.[1])
    .filter((file): file is string => Boolean(file));
  return [...new Set(files)];
}

/** What the editor's banner says about a failed build (scripts/cms/build-status.js shows it). */
/** What the editor's banner says about a failed build. */
export interface BuildFailure {
  kind: 'content' | 'other';
  problems: string[];
  advice: string;
  details: string;
}

export function explainBuildFailure(output: string, context: ProblemContext = {}): BuildFailure {
  const plain = stripVTControlCharacters(output).trim();
  const problems = contentProblems(plain, problemNames(context));
  const details = plain.split('\n').slice(-30).join('\n');
  return problems.length > 0
    ? {
        kind: 'content',
        problems,
        advice: 'Correct what is named above in this entry and press Publish again.',
        details,
      }
    : {
        kind: 'other',
        problems: ['The site could not be built, for a technical reason.'],
        advice:
          'Undo your last change and save again. If the site still cannot be built, send the technical details below to the web developer.',
        details,
      };
}
