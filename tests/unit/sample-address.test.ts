// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkableAddress } from '../../src/content/sample-address';
import { SITE } from '../../src/content/site';
import siteJson from '../../src/content/site.json' with { type: 'json' };

describe('a visitor never follows a link to a sample address', () => {
  it('drops addresses on a reserved example domain and unconfirmed ones', () => {
    expect(linkableAddress('https://www.pilgrim-journeys.example/feedback-tally')).toBeUndefined();
    expect(linkableAddress('https://awards.example.org/2024')).toBeUndefined();
    expect(linkableAddress('https://www.hkta.org/awards', false)).toBeUndefined();
    expect(linkableAddress('https://www.hkta.org/awards')).toBe('https://www.hkta.org/awards');
  });

  it('the rating links to its tally only once site.json confirms a real address', () => {
    const { source, confirmed } = siteJson.ratings;
    expect(SITE.ratings.source).toBe(linkableAddress(source, confirmed));
  });
});
