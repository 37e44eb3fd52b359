// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEntry } from '../../scripts/content/entries';
import { LANGS } from '../../src/config/languages';
import { BLOG_IDS } from '../../src/content/blog';
import { imageUrl } from '../../src/content/images';
import { TOURS } from '../../src/content/tours';

describe.each(LANGS)('content in %s', (lang) => {
  it.each(TOURS.map((tour) => tour.id))('tour %s has every day titled, with real artwork', (id) => {
    const tour = readEntry(`tours/${id}`, lang);
    expect(tour.days.map((day) => day.day)).toEqual(Array.from({ length: tour.durationDays }, (_, index) => index + 1));
    for (const day of tour.days) expect(day.title, `day ${day.day}`).not.toBe('');
    for (const name of [tour.image, ...tour.days.flatMap((day) => day.images)])
      expect(() => imageUrl(name)).not.toThrow();
  });

  it.each(BLOG_IDS)('blog article %s is of real length (5+ minutes to read)', (id) => {
    expect(readEntry(`blog/${id}`, lang).readingMinutes).toBeGreaterThanOrEqual(5);
  });

  it('the home page and the privacy policy are complete, with real artwork', () => {
    const home = readEntry('home', lang);
    for (const name of [home.banner, ...home.gallery]) expect(() => imageUrl(name)).not.toThrow();
    expect(readEntry('policy', lang).sections).toHaveLength(7);
  });

  it('the terms cover deposit, balance, cancellation, the levy and insurance, in text', () => {
    const terms = readEntry('terms', lang);
    expect(terms.sections.length).toBeGreaterThanOrEqual(5);
    for (const section of terms.sections) expect(section.html, section.title).toMatch(/<p>/);
  });
});
