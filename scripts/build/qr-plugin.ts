import QRCode from 'qrcode';
import type { Plugin } from 'vite';
import { whatsappLink } from '../../src/content/site.ts';

const ID = 'virtual:whatsapp-qr';

/**
 * The WhatsApp chat QR code, drawn as SVG at build time from the number in site.ts: a file of its own in a
 * build (the dialogs that show it are in every page's HTML), a data URL on the dev server.
 */
export function whatsappQr(): Plugin {
  let building = false;
  return {
    name: 'whatsapp-qr',
    configResolved: (config) => {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      const svg = await QRCode.toString(whatsappLink(), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (!building) return `export default ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)};`;
      const reference = this.emitFile({ type: 'asset', name: 'whatsapp-qr.svg', source: svg });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
