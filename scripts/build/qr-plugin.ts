import QRCode from 'qrcode';
import type { Plugin } from 'vite';
import { whatsappLink } from '../../src/content/site.ts';

const ID = 'virtual:whatsapp-qr';

/** The WhatsApp chat QR code, drawn as SVG at build time from the number in site.ts. */
export function whatsappQr(): Plugin {
  return {
    name: 'whatsapp-qr',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      const svg = await QRCode.toString(whatsappLink(), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return `export default ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)};`;
    },
  };
}
