import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SAMPLE_ADDRESS } from '../../src/content/sample-address.ts';
import { isoToday } from '../../src/content/tours/departures.ts';
import { FACTS_FILE } from './layout.ts';
import { CONTENT_ROOT, dataOf } from './read.ts';

/** A fact the agency has not confirmed yet, and the file to edit. */
export interface Unconfirmed {
  file: string;
  fact: string;
}

const dataFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'images' ? [] : dataFiles(path);
    return /\.(ya?ml|json)$/.test(entry.name) || entry.name === FACTS_FILE ? [path] : [];
  });

/**
 * What a content value says about confirmation: `confirmed: false` (site facts, and any collection that marks
 * facts the same way: hosts, testimonials), `agencyConfirmed: false` (the terms), `example: true` (a tour's
 * departures and prices), or a value on an example domain.
 */
function visit(value: unknown, path: string[], found: (fact: string) => void): void {
  const name = path.length ? `${path.join('.')}: ` : '';
  if (typeof value === 'string' && SAMPLE_ADDRESS.test(value)) found(`${name}"${value}" is a sample address`);
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (record.confirmed === false) {
    found(`${name}not confirmed (set confirmed: true once it is right)`);
    return;
  }
  if (record.agencyConfirmed === false) found(`${name}not confirmed by the agency (agencyConfirmed: false)`);
  if (record.example === true) found(`${name}departures and prices are examples (example: true)`);
  for (const [key, item] of Object.entries(record)) {
    visit(item, Array.isArray(value) ? [...path.slice(0, -1), `${path.at(-1) ?? ''}[${key}]`] : [...path, key], found);
  }
}

const stem = (file: string) => file.replace(/\.\w+$/, '');

/** Every picture still a drawing: an SVG in images/ with no photo of the same name to stand in for it. */
export function drawingsLeft(contentRoot = CONTENT_ROOT): Unconfirmed[] {
  const dir = join(contentRoot, 'images');
  const files = readdirSync(dir).sort();
  const photos = new Set(files.filter((file) => /\.(jpe?g|png|webp)$/i.test(file)).map(stem));
  return files
    .filter((file) => file.endsWith('.svg') && !photos.has(stem(file)))
    .map((file) => ({
      file: relative(process.cwd(), join(dir, file)),
      fact: `a drawing, not a photograph: add ${stem(file)}.jpg of the real place and its record in image-credits.yaml`,
    }));
}

/** Every host with no portrait yet (`photo:` in their hosts/<id>/index.en.md): the page shows them as words alone meanwhile. */
export function portraitsMissing(contentRoot = CONTENT_ROOT): Unconfirmed[] {
  const dir = join(contentRoot, 'hosts');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name, FACTS_FILE))
    .filter((file) => !(dataOf(file) as { photo?: string }).photo)
    .sort()
    .map((file) => ({
      file: relative(process.cwd(), file),
      fact: 'no portrait yet: add photo: with a picture of this person (and its record in image-credits.yaml)',
    }));
}

/** A time-bound claim (an event, an offer, "this year") past the day it lapses: its entry's `lapses` date. */
function lapsed(data: unknown, today: string, found: (fact: string) => void): void {
  const lapses = (data as { lapses?: unknown } | null)?.lapses;
  const day = lapses instanceof Date ? lapses.toISOString().slice(0, 10) : lapses;
  if (typeof day === 'string' && day < today)
    found(`lapses: ${day} has passed: rewrite its time-bound words so they last, then remove or move the date`);
}

/**
 * Every fact in the content (src/content, or `contentRoot`) the agency has not confirmed, and every time-bound
 * claim whose `lapses` day has passed, with its file.
 */
export function unconfirmedFacts(contentRoot = CONTENT_ROOT, today = isoToday()): Unconfirmed[] {
  const facts: Unconfirmed[] = [];
  for (const path of dataFiles(contentRoot).sort()) {
    const file = relative(process.cwd(), path);
    // A host's or an award's facts are the front matter of its index.en.md.
    const data = dataOf(path);
    visit(data, [], (fact) => facts.push({ file, fact }));
    lapsed(data, today, (fact) => facts.push({ file, fact }));
  }
  return [...facts, ...drawingsLeft(contentRoot), ...portraitsMissing(contentRoot)];
}
