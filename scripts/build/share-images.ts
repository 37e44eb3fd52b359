import { readFileSync } from 'node:fs';
import { serializeOuter } from 'parse5';
import sharp from 'sharp';
import en from '../../locales/en.json' with { type: 'json' };
import { SOURCE_LANG } from '../../src/config/languages.ts';
import { PAGE_KEYS, type PageKey, tourIds } from '../../src/config/routes.ts';
import { shareImagePath } from '../../src/content/site.ts';
import { readEntry } from '../content/entries.ts';
import { fragmentElements } from './html-tree.ts';

const WIDTH = 1200;
const HEIGHT = 630;

/** The drawing behind each fixed page's link preview (a tour's is its own picture); unlisted pages share home's. */
const SHARE_ART: Record<Exclude<PageKey, 'thanks'>, string> = {
  home: 'hero-poster',
  tours: 'banner',
  blog: 'wadi-disah',
  privacy: 'share/og-image',
  terms: 'share/og-image',
  churches: 'banner',
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** What the icon's `<svg>` draws, without the element itself and its title, to place inside another drawing. */
export function iconDrawing(svg: string): string {
  const [root] = fragmentElements(svg);
  if (root?.tagName !== 'svg') throw new Error('The icon is not an SVG drawing');
  return root.childNodes
    .filter((child) => !('tagName' in child && child.tagName === 'title'))
    .map((child) => serializeOuter(child))
    .join('');
}

/** The brand band: a dark fade, the icon, the name and what the page is (Latin text: no CJK font needed). */
function brandBand(label: string): Buffer {
  const icon = iconDrawing(readFileSync('public/icons/favicon.svg', 'utf8'));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f1f35" stop-opacity="0"/><stop offset="1" stop-color="#0f1f35" stop-opacity=".92"/></linearGradient></defs>` +
      `<rect y="330" width="${WIDTH}" height="300" fill="url(#fade)"/>` +
      `<g transform="translate(64 468) scale(.215)">${icon}</g>` +
      `<text x="194" y="530" font-family="Georgia,serif" font-weight="bold" font-size="60" fill="#ffffff">Pilgrim Journeys</text>` +
      `<text x="196" y="574" font-family="Georgia,serif" font-size="30" fill="#f4ede1">${escapeXml(label)}</text></svg>`,
  );
}

async function shareImage(picture: string, label: string): Promise<Buffer> {
  const art = await sharp(readFileSync(`src/content/images/${picture}.svg`))
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .png()
    .toBuffer();
  return sharp(art)
    .composite([{ input: brandBand(label) }])
    .png({ palette: true, quality: 90 })
    .toBuffer();
}

/** What each link preview shows: fixed pages by their key, tours by their id, named in English. */
function previews(): { name: string; picture: string; label: string }[] {
  const pages = PAGE_KEYS.filter((page) => page !== 'thanks').map((page) => ({
    name: page,
    picture: SHARE_ART[page],
    label: en[`page.${page}`],
  }));
  const tours = tourIds().map((id) => {
    const tour = readEntry(`tours/${id}`, SOURCE_LANG);
    return { name: id, picture: tour.image, label: tour.name };
  });
  return [...pages, ...tours];
}

/** One branded link-preview picture per listed page (1200×630), named by `shareImagePath`. */
export async function shareImages(): Promise<{ fileName: string; source: Buffer }[]> {
  return Promise.all(
    previews().map(async ({ name, picture, label }) => ({
      fileName: shareImagePath(name).slice(1),
      source: await shareImage(picture, label),
    })),
  );
}
