import QRCode from 'qrcode';
import type { Plugin, Rollup } from 'vite';
import { LANGS } from '../../src/config/languages.ts';
import { tourIdPath, tourIds } from '../../src/config/routes.ts';
import { absoluteUrl, siteUrlFrom, whatsappLink } from '../../src/content/site.ts';

const WHATSAPP = 'virtual:whatsapp-qr';
const TOURS = 'virtual:tour-qr';

/**
 * The QR codes, drawn as SVG at build time: `virtual:whatsapp-qr` the WhatsApp chat (from the number in site.json;
 * the dialogs that show it are in every page's HTML), `virtual:tour-qr` one per tour and language, leading to the
 * tour's lasting address on the public site (tourIdPath: printed posters survive a renamed page; fetched only when a
 * poster shows it). Each is a file of its own in
 * a build, a data URL on the dev server.
 */
export function qrCodes(): Plugin {
  let building = false;
  let siteUrl = '';

  /** The code for `text` as a module expression: the URL of its file (emitted as `name`), or a data URL. */
  async function drawn(context: Rollup.PluginContext, text: string, name: string, margin: number): Promise<string> {
    const svg = await QRCode.toString(text, { type: 'svg', margin, errorCorrectionLevel: 'M' });
    if (!building) return JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`);
    return `import.meta.ROLLUP_FILE_URL_${context.emitFile({ type: 'asset', name, source: svg })}`;
  }

  return {
    name: 'qr-codes',
    configResolved: (config) => {
      building = config.command === 'build';
      siteUrl = siteUrlFrom(config.env);
    },
    resolveId: (id) => ([WHATSAPP, TOURS].includes(id) ? `\0${id}` : undefined),
    async load(id) {
      if (id === `\0${WHATSAPP}`) return `export default ${await drawn(this, whatsappLink(), 'whatsapp-qr.svg', 1)};`;
      if (id !== `\0${TOURS}`) return undefined;
      const lines: string[] = [];
      for (const tour of tourIds()) {
        const urls: string[] = [];
        for (const lang of LANGS) {
          const address = absoluteUrl(encodeURI(tourIdPath(tour, lang)), siteUrl);
          urls.push(`${lang}: ${await drawn(this, address, `qr-${tour}-${lang}.svg`, 2)}`);
        }
        lines.push(`${JSON.stringify(tour)}: { ${urls.join(', ')} }`);
      }
      return `export default {\n${lines.join(',\n')}\n};`;
    },
  };
}
