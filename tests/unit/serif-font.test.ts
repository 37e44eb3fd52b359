import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseCss } from '../../src/design/base';

const FONTS = 'src/design/fonts'; // the tests run from the project's root

describe('the site’s serif', () => {
  it('is a Latin subset of at most 40 KB in all, shown in a fallback until it arrives', () => {
    const files = readdirSync(FONTS).filter((file) => file.endsWith('.woff2'));
    const faces = [...baseCss().matchAll(/@font-face\{([^}]*)\}/g)].map(([, rules]) => rules ?? '');
    expect(faces).toHaveLength(files.length);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(face).toMatch(/unicode-range:U\+0020-007E/);
      expect(files.some((file) => face.includes(file))).toBe(true);
    }
    const bytes = files.reduce((sum, file) => sum + statSync(join(FONTS, file)).size, 0);
    expect(bytes).toBeLessThanOrEqual(40 * 1024);
  });
});
