// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { explainBuildFailure, refusedFiles } from '../../scripts/cms/build-problem';
import { cmsConfig } from '../../scripts/cms/config';
import { factInWords } from '../../scripts/content/facts/words';
import { splitFrontMatter } from '../../scripts/content/layout';
import { tourIds } from '../../src/config/routes';

describe('a failed build, told in the editor in the office’s words', () => {
  it('names the entry, its language side and the field of a value the schema refuses', () => {
    const { kind, problems } = explainBuildFailure(
      'Content error\nsrc/content/tours/turkey-tour/index.hk.md: departures.0.price: must be an amount, e.g. 2890',
    );
    expect(kind).toBe('content');
    expect(problems).toEqual([
      'Tour “turkey-tour”, Traditional Chinese side, field Departures, item 1, Price: must be an amount, e.g. 2890',
    ]);
  });

  it('names the entry, side and line of a sentence the fact check refuses', () => {
    const { kind, problems } = explainBuildFailure(
      'Facts stated differently from their fields:\nsrc/content/tours/turkey-tour/index.en.md:23: "one domestic flight" differs from flights.domestic (turkey-tour: 2)',
    );
    expect(kind).toBe('content');
    expect(problems[0]).toMatch(/^Tour “turkey-tour”, English side, line 23 of the text: "one domestic flight"/);
  });

  it('names only the word in braces that is wrong, not every fact the text could hold', () => {
    const [problem] = explainBuildFailure(
      'src/content/faq/index.en.md:12: unknown fact {deposit} (this file may use {phone}, {insuranceSentence}, {email})',
    ).problems;
    expect(problem).toContain('“{deposit}”');
    expect(problem).not.toMatch(/\{phone\}|\{insuranceSentence\}|\{email\}/);
    expect(problem).toContain('Write the words out in full');
  });

  it('a word in braces typed with a slip: the one meant, and what it becomes', () => {
    const [problem] = explainBuildFailure(
      'src/content/terms/index.en.md:12: unknown fact {depositOnlyfrom} (this file may use {phone}, {depositOnlyFrom})',
    ).problems;
    expect(problem).toContain(`Did you mean {depositOnlyFrom} (${factInWords('depositOnlyFrom')})?`);
  });

  it('a word in braces in any refusal is followed by what it becomes', () => {
    const [problem] = explainBuildFailure(
      'src/content/tours/turkey-tour/index.en.md:9: types "do not climb"; say it with {mountainVisit}',
    ).problems;
    expect(problem).toContain(`{mountainVisit} (${factInWords('mountainVisit')})`);
  });

  it('lists the content files a failed build names, each once', () => {
    const output = [
      'Content error',
      'src/content/tours/turkey-tour/index.hk.md: departures.0.price: must be an amount',
      'src/content/tours/turkey-tour/index.hk.md: title: must not be empty',
      'src/content/site.json: phone: must be a number',
    ].join('\n');
    expect(refusedFiles(output)).toEqual(['src/content/tours/turkey-tour/index.hk.md', 'src/content/site.json']);
  });

  it('says a failure with no content named is technical', () => {
    expect(explainBuildFailure('RollupError: something broke').kind).toBe('other');
  });
});

describe('a failed build, naming what the editor shows: the entry by its title, the field by its label', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const editorConfig = cmsConfig();
  const tour = tourIds()[0] ?? '';
  const factsFile = `src/content/tours/${tour}/index.en.md`;
  const raw = readFileSync(join(root, factsFile), 'utf8');
  const name = String((parse(splitFrontMatter(raw).frontMatter) as { name: string }).name);
  const tours = editorConfig.collections.find((collection) => collection.name === 'tours') as {
    fields: { name: string; label: string; fields?: { name: string; label: string }[] }[];
  };
  const labelOf = (field: string) => tours.fields.find((each) => each.name === field)?.label ?? '';

  it('a refused value: the tour’s name and the labels along the field’s path, not its folder or field names', () => {
    const [problem] = explainBuildFailure(`Content error\n${factsFile}: departures.0.price: must be an amount`, {
      root,
      editorConfig,
    }).problems;
    const price = tours.fields.find((each) => each.name === 'departures')?.fields?.find((f) => f.name === 'price');
    expect(problem).toBe(
      `Tour “${name}”, English side, field ${labelOf('departures')}, item 1, ${price?.label}: must be an amount`,
    );
  });

  it('a sentence the fact check refuses: quoted by its words, with the field’s label and the tour’s name', () => {
    const lines = raw.split('\n');
    // The first line of the tour's text, under its front matter.
    const bodyStart = lines.indexOf('---', 1) + 1;
    const at = lines.findIndex((line, index) => index > bodyStart && /\w/.test(line)) + 1;
    const [problem] = explainBuildFailure(
      `Facts stated differently from their fields:\n${factsFile}:${at}: "90 days" differs from balanceDueDays (${tour}: 60)`,
      { root, editorConfig },
    ).problems;
    expect(problem).toContain(`in the text at “${lines[at - 1]?.replace(/^[#\s]+/, '').slice(0, 20)}`);
    expect(problem).toContain(`differs from the field “${labelOf('balanceDueDays')}” (60 for “${name}”)`);
    expect(problem).not.toMatch(new RegExp(`line ${at}|balanceDueDays|${tour}`));
  });
});
