import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { shareImages } from './share-images.ts';

const ICON = 'src/assets/icon.svg';

/** PNG files the manifest, iOS and link previews need, rendered from the brand's SVG sources. */
const OUTPUTS = [
  { fileName: 'icons/icon-192.png', source: ICON, width: 192, height: 192 },
  { fileName: 'icons/icon-512.png', source: ICON, width: 512, height: 512 },
  { fileName: 'icons/maskable-512.png', source: ICON, width: 512, height: 512, padding: 52 },
  { fileName: 'icons/apple-touch-icon.png', source: ICON, width: 180, height: 180 },
  { fileName: 'screenshots/wide.png', source: 'src/content/images/hero-poster.svg', width: 1280, height: 720 },
  { fileName: 'screenshots/narrow.png', source: 'src/content/images/sinai-summit.svg', width: 540, height: 960 },
];

async function render({ source, width, height, padding = 0 }: (typeof OUTPUTS)[number]): Promise<Buffer> {
  const image = sharp(readFileSync(source)).resize(width - padding * 2, height - padding * 2, { fit: 'cover' });
  if (!padding) return image.png().toBuffer();
  return image
    .extend({ top: padding, bottom: padding, left: padding, right: padding, background: '#7c2d12' })
    .png()
    .toBuffer();
}

export function brandImages(): Plugin {
  return {
    name: 'brand-images',
    apply: 'build',
    async generateBundle() {
      for (const output of OUTPUTS) {
        this.emitFile({ type: 'asset', fileName: output.fileName, source: await render(output) });
      }
      for (const image of await shareImages()) this.emitFile({ type: 'asset', ...image });
    },
  };
}
