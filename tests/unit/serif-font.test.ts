import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseCss } from '../../src/design/base';

const FONTS = 'src/design/fonts'; // the tests run from the project's root

describe('the site’s serif', () => {
  it('is a Latin subset of at most 40 KB in all, shown in a fallback until it arrives', () => {
    const files = readdirSync(FONTS).filter((file) => file.endsWith('.woff2'));
    const faces = [...baseCss().matchAll(/@font-face\{([^}]*)\}/g)].map(([, rules]) => rules ?? '');
    const textFaces = faces.filter((face) => face.includes('font-family:"EB Garamond";'));
    expect(textFaces).toHaveLength(files.length);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(files.some((file) => face.includes(file))).toBe(true);
    }
    for (const face of textFaces) expect(face).toMatch(/unicode-range:U\+0020-007E/);
    const bytes = files.reduce((sum, file) => sum + statSync(join(FONTS, file)).size, 0);
    expect(bytes).toBeLessThanOrEqual(40 * 1024);
  });

  it('draws figures in every weight from the Regular, whose 0-9 are lining (the Bold has only old-style ones)', () => {
    const css = baseCss();
    const figures = /@font-face\{font-family:"EB Garamond Figures";[^}]*\}/.exec(css)?.[0] ?? '';
    expect(figures).toContain('eb-garamond-regular.woff2');
    expect(figures).toContain('unicode-range:U+0030-0039');
    expect(figures).toContain('font-weight:400');
  });
});
