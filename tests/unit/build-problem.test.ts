// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { explainBuildFailure } from '../../scripts/cms/build-problem.mjs';

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

  it('says a failure with no content named is technical', () => {
    expect(explainBuildFailure('RollupError: something broke').kind).toBe('other');
  });
});
