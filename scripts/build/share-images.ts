import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import en from '../../locales/en.json' with { type: 'json' };
import { PAGE_KEYS, type PageKey } from '../../src/config/routes.ts';
import { shareImagePath } from '../../src/content/site.ts';

const WIDTH = 1200;
const HEIGHT = 630;

/** The drawing behind each page's link preview. */
const SHARE_ART: Record<Exclude<PageKey, 'thanks'>, string> = {
  home: 'hero-poster',
  tours: 'banner',
  'sinai-adventure': 'sinai-summit',
  'sinai-dubai': 'dubai-skyline',
  'turkey-tour': 'ephesus',
  blog: 'wadi-disah',
  privacy: 'share/og-image',
  terms: 'share/og-image',
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The brand band: a dark fade, the icon, the name and what the page is (Latin text: no CJK font needed). */
function brandBand(label: string): Buffer {
  const icon = readFileSync('public/icons/favicon.svg', 'utf8').replace(/<svg[^>]*>|<\/svg>|<title>.*?<\/title>/g, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f1f35" stop-opacity="0"/><stop offset="1" stop-color="#0f1f35" stop-opacity=".92"/></linearGradient></defs>` +
      `<rect y="330" width="${WIDTH}" height="300" fill="url(#fade)"/>` +
      `<g transform="translate(64 468) scale(.215)">${icon}</g>` +
      `<text x="194" y="530" font-family="Georgia,serif" font-weight="bold" font-size="60" fill="#ffffff">Pilgrim Journeys</text>` +
      `<text x="196" y="574" font-family="Georgia,serif" font-size="30" fill="#f4ede1">${escapeXml(label)}</text></svg>`,
  );
}

async function shareImage(page: keyof typeof SHARE_ART): Promise<Buffer> {
  const art = await sharp(readFileSync(`src/content/images/${SHARE_ART[page]}.svg`))
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .png()
    .toBuffer();
  const label = en[`page.${page}` as keyof typeof en];
  return sharp(art)
    .composite([{ input: brandBand(label) }])
    .png({ palette: true, quality: 90 })
    .toBuffer();
}

/** One branded link-preview picture per listed page (1200×630), named by `shareImagePath`; unlisted ones share home's. */
export async function shareImages(): Promise<{ fileName: string; source: Buffer }[]> {
  return Promise.all(
    PAGE_KEYS.filter((page) => page !== 'thanks').map(async (page) => ({
      fileName: shareImagePath(page).slice(1),
      source: await shareImage(page),
    })),
  );
}
