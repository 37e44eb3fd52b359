import { optimize } from 'svgo';
import type { Plugin } from 'vite';

/**
 * Every SVG the build emits (the art, the route maps) goes out through SVGO, so pictures drawn or dropped in
 * by hand need no separate optimising step. Ids and the viewBox are what the pictures' own gradients and
 * scaling need; SVGO's default preset keeps both working within each file. A picture with styles for a media query
 * (the route maps' dark colours) keeps its classes: inlined, its light colours would override the dark ones.
 */
export function optimisedSvg(): Plugin {
  return {
    name: 'optimised-svg',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.svg')) continue;
        const source = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        const keepClasses = source.includes('@media');
        file.source = optimize(source, {
          path: file.fileName,
          multipass: true,
          plugins: [{ name: 'preset-default', params: { overrides: keepClasses ? { inlineStyles: false } : {} } }],
        }).data;
      }
    },
  };
}
