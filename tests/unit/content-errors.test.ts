// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_ROOT, loadEntry } from '../../scripts/content/entries';

/** An overlay of src/content with one file replaced by `change(original)`. */
function overlayWith(file: string, change: (text: string) => string): string {
  const overlay = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(CONTENT_ROOT, file), join(overlay, file));
  writeFileSync(join(overlay, file), change(readFileSync(join(CONTENT_ROOT, file), 'utf8')));
  return overlay;
}

const tourFacts = join(CONTENT_ROOT, 'tours/sinai-adventure/facts.yaml');

describe('a bad entry fails the build, naming the file, the field and what was expected', () => {
  it('a rating that is not a number', () => {
    const overlay = overlayWith('tours/sinai-adventure/facts.yaml', (text) =>
      text.replace(/^rating: .*$/m, 'rating: very good'),
    );
    expect(() => loadEntry(tourFacts, 'en', { overlay })).toThrow(
      /src\/content\/tours\/sinai-adventure\/facts\.yaml: rating: must be a number/,
    );
  });

  it('a missing word in a language file', () => {
    const overlay = overlayWith('tours/sinai-adventure/hk.md', (text) => text.replace(/^location: .*\n/m, ''));
    expect(() => loadEntry(tourFacts, 'hk', { overlay })).toThrow(
      /src\/content\/tours\/sinai-adventure\/hk\.md: location: Invalid key: Expected "location"/,
    );
  });

  it('an itinerary with a day missing, in the derived Simplified Chinese too', () => {
    const overlay = overlayWith('tours/sinai-adventure/hk.md', (text) => text.replace(/\n## [^\n]*\n[\s\S]*$/, '\n'));
    expect(() => loadEntry(tourFacts, 'cn', { overlay })).toThrow(
      /src\/content\/tours\/sinai-adventure\/hk\.md: sections: needs one "## " section per day listed in facts\.yaml/,
    );
  });

  it('a blog date that is not a date', () => {
    const overlay = overlayWith('blog/sinai/index.en.md', (text) =>
      text.replace(/^published: .*$/m, 'published: soon'),
    );
    expect(() => loadEntry(join(CONTENT_ROOT, 'blog/sinai/index.en.md'), 'en', { overlay })).toThrow(
      /src\/content\/blog\/sinai\/index\.en\.md: published: must be a date like 2025-05-08/,
    );
  });
});
