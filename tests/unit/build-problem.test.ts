// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { explainBuildFailure } from '../../scripts/cms/build-problem.mjs';
import { cmsConfig } from '../../scripts/cms/config';
import { fillPlaceholders, PlaceholderError } from '../../scripts/content/facts/placeholders';
import { FACTS } from '../../scripts/content/facts/registry';
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

  it('says what the facts a text may hold stand for, never a list of {names}', () => {
    const values = { phone: '+852 0000 0000', insuranceSentence: 'Insurance.' };
    const fill = () => fillPlaceholders('Pay {deposit}.', values, 'src/content/faq/index.en.md', 12);
    expect(fill).toThrow(PlaceholderError);
    const refusal = (() => {
      try {
        return fill();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    const [problem] = explainBuildFailure(refusal).problems;
    expect(problem).toContain('“{deposit}”');
    expect(problem).toContain(`${FACTS.phone.words}, ${FACTS.insuranceSentence.words}`);
    expect(problem).not.toMatch(/\{phone\}|\{insuranceSentence\}/);
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
