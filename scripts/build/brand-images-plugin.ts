import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { shareImages } from './share-images.ts';

/** PNG files the install dialog and link previews need, rendered from the artwork (the icons come from pwaAssets). */
const OUTPUTS = [
  { fileName: 'screenshots/wide.png', source: 'src/content/images/hero-poster.svg', width: 1280, height: 720 },
  { fileName: 'screenshots/narrow.png', source: 'src/content/images/sinai-summit.svg', width: 540, height: 960 },
];

export function brandImages(): Plugin {
  return {
    name: 'brand-images',
    apply: 'build',
    async generateBundle() {
      for (const { fileName, source, width, height } of OUTPUTS) {
        const png = await sharp(readFileSync(source)).resize(width, height, { fit: 'cover' }).png().toBuffer();
        this.emitFile({ type: 'asset', fileName, source: png });
      }
      for (const image of await shareImages()) this.emitFile({ type: 'asset', ...image });
    },
  };
}
