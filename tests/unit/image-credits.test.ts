// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readImageCredits } from '../../scripts/build/image-credits';

const CREDITS = 'src/content/image-credits.yaml';
const photos = readdirSync('src/content/images').filter((file) => /\.(jpe?g|png|webp)$/i.test(file));
const { pictures } = readImageCredits(CREDITS);

describe('where every photo on the site comes from (src/content/image-credits.yaml)', () => {
  it('has a record for every photo the build turns into AVIF and WebP', () => {
    const recorded = pictures.map(({ file }) => file);
    for (const photo of photos) expect(recorded, `${photo} has no record`).toContain(photo);
  });

  it('records only photos that are there, each naming its author, source and what it shows in every language', () => {
    for (const credit of pictures) {
      expect(photos).toContain(credit.file);
      expect(credit.author).not.toBe('');
      expect(credit.source).toMatch(/^https:\/\//);
      expect(Object.keys(credit.place).sort()).toEqual(['cn', 'en', 'hk']);
    }
  });

  it('refuses a picture whose licence the site may not use', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'image-credits-')), 'image-credits.yaml');
    const data = parse(readFileSync(CREDITS, 'utf8'));
    data.pictures[0].licence = 'free to use';
    writeFileSync(file, JSON.stringify(data));
    expect(() => readImageCredits(file)).toThrow(/pictures\.0\.licence/);
  });
});
