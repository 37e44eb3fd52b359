// A failed build's output, told as the editor's user would understand it: which entry (as the editor names it),
// which side (language) and which field, and what is wrong. Content errors name their file and field
// (`src/content/blog/sinai/index.hk.md: title: must not be empty`, scripts/content/entries.ts).
import { stripVTControlCharacters } from 'node:util';
import { problemNames } from './problem-names.mjs';

const COLLECTIONS = {
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

const SIDES = { en: 'English side', hk: 'Traditional Chinese side', cn: 'Simplified Chinese side' };

const SINGLE_FILES = {
  'site.json': 'Agency facts',
  'simplified-terms.yaml': 'Simplified Chinese wording',
};

/** `index.hk.md` → the language side. */
function sideOf(file) {
  const lang = /^index\.(en|hk|cn)\.md$/.exec(file)?.[1];
  return lang ? SIDES[lang] : '';
}

/** `src/content/blog/sinai/index.hk.md` → `Blog post “Sinai: a mountain of wonder”, Traditional Chinese side`. */
export function entryInWords(path, names = problemNames()) {
  const parts = path.replace(/^src\/content\//, '').split('/');
  if (parts.length === 1) return SINGLE_FILES[parts[0]] ?? `The file ${path}`;
  const [collection = '', ...rest] = parts;
  const file = rest.at(-1) ?? '';
  const name = COLLECTIONS[collection] ?? `“${collection}”`;
  const id = rest.length > 1 ? ` “${names.entry(collection, rest[0])}”` : '';
  const side = sideOf(file);
  return `${name}${id}${side ? `, ${side}` : ''}`;
}

/** `closingTitle` → `Closing title`; `departures.0.price` → `Departures, item 1, Price`. */
export function fieldInWords(path) {
  return path
    .split('.')
    .map((part) => {
      if (/^\d+$/.test(part)) return `item ${Number(part) + 1}`;
      const words = part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(', ');
}

/** Valibot's wording where plainer words exist. */
function issueInWords(issue) {
  if (/^Invalid key|received undefined$/.test(issue)) return 'is missing';
  const unknown = /^unknown fact (\{\w+\}) \(this file may use (.*)\)$/.exec(issue);
  if (unknown) {
    const usable = [...unknown[2].matchAll(/\{\w+\}: ([^;]+)/g)].map((fact) => fact[1]); // `{phone}: its words`
    const may = usable.length ? `the only facts it can fill in are ${usable.join(', ')}` : 'it can fill in no facts';
    return `the text has “${unknown[1]}”, which is not a fact this text can fill in (${may}). Write the words out in full instead, or undo the change.`;
  }
  return issue;
}

// `file: field: message` (a value the schema refuses) or `file:line: message` (prose: a fact or a placeholder).
const CONTENT_LINE = /(src\/content\/[^\s:]+)(?::(\d+))?: (.+)$/;
const FIELD = /^([\w$.-]+): (.+)$/;
// The fact check's `differs from balanceDueDays (sinai-adventure: 60, …)`.
const DIFFERS = /differs from ([\w.]+) \(((?:[\w-]+: [^,()]+(?:, )?)+)\)$/;

/** A line of text by its opening words, else by its number. */
const lineInWords = (path, line, names) => {
  const found = names.lineOf(path, Number(line));
  if (found?.field) return `field ${found.field}`;
  return found?.words ? `in the text at “${found.words}”` : `line ${line} of the text`;
};

/** The fact check's field and tours, as the form names them. */
function differsInWords(message, names) {
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
export function contentProblems(output, names = problemNames()) {
  const problems = [];
  for (const line of output.split('\n')) {
    const match = CONTENT_LINE.exec(line.trim());
    if (!match) continue;
    const [, path = '', lineNumber, rest = ''] = match;
    const field = lineNumber ? undefined : FIELD.exec(rest);
    const entry = entryInWords(path, names);
    const where = lineNumber ? `${entry}, ${lineInWords(path, lineNumber, names)}` : entry;
    const issue = (text) =>
      differsInWords(issueInWords(text), names).replace(/\bline (\d+) /, (_, n) => `${lineInWords(path, n, names)} `);
    const sentence = field
      ? `${where}, field ${names.field(path, field[1] ?? '') ?? fieldInWords(field[1] ?? '')}: ${issue(field[2] ?? '')}`
      : `${where}: ${issue(rest)}`;
    if (!problems.includes(sentence)) problems.push(sentence);
  }
  return problems;
}

/** What the editor's banner says about a failed build (scripts/cms/build-status.js shows it). */
export function explainBuildFailure(output, context = {}) {
  const plain = stripVTControlCharacters(output).trim();
  const problems = contentProblems(plain, problemNames(context));
  const details = plain.split('\n').slice(-30).join('\n');
  return problems.length > 0
    ? {
        kind: 'content',
        problems,
        advice:
          'Open that entry, correct the field named above and press Publish again: the preview changes once it is accepted.',
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
