import QRCode from 'qrcode';
import type { Plugin } from 'vite';
import { LANGS } from '../../src/config/languages.ts';
import { tourHref, tourIds } from '../../src/config/routes.ts';
import { absoluteUrl, siteUrlFrom } from '../../src/content/site.ts';

const ID = 'virtual:tour-qr';

/**
 * A QR code per tour page and language, leading to the page's full address on the public site (the origin the
 * pages are rendered with), drawn as SVG at build time: a file each in a build, fetched only when a poster shows
 * it; data URLs on the dev server.
 */
export function tourQr(): Plugin {
  let building = false;
  let siteUrl = '';
  return {
    name: 'tour-qr',
    configResolved: (config) => {
      building = config.command === 'build';
      siteUrl = siteUrlFrom(config.env);
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      const lines: string[] = [];
      for (const tour of tourIds()) {
        const urls: string[] = [];
        for (const lang of LANGS) {
          const address = absoluteUrl(tourHref(tour, lang), siteUrl);
          const svg = await QRCode.toString(address, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
          const url = building
            ? `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: `qr-${tour}-${lang}.svg`, source: svg })}`
            : JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`);
          urls.push(`${lang}: ${url}`);
        }
        lines.push(`${JSON.stringify(tour)}: { ${urls.join(', ')} }`);
      }
      return `export default {\n${lines.join(',\n')}\n};`;
    },
  };
}
