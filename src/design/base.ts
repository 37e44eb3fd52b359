import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { colorVariablesCss } from './palette';

// Text in system fonts, picked by the page's lang. Each named family a device lacks costs a font lookup during
// the first layout (about 25 ms on the Chinese pages here); lang-based fallback already picks PingFang,
// Noto Sans CJK or Microsoft JhengHei/YaHei with the right Traditional or Simplified glyphs.
export const SANS = 'system-ui,sans-serif';
// Headings and quotes in one serif every visitor gets: EB Garamond (SIL OFL, fonts/OFL.txt), subset to Latin
// by scripts/subset-serif.sh. Chinese falls through to the device's serif, picked by lang as above.
// Its figures come first from the Regular, whose 0-9 are lining (the Bold has only old-style ones, 10 read as ıo):
// bold headings get them emboldened by the browser.
export const SERIF = '"EB Garamond Figures","EB Garamond",Georgia,serif';

/** Latin only: a page whose serif text is all Chinese downloads neither file. */
const LATIN =
  'U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,' +
  'U+2026,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2212';
const serifFace = (weight: number, file: string) =>
  `@font-face{font-family:"EB Garamond";font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:url(/src/design/fonts/${file}.woff2) format("woff2");unicode-range:${LATIN}}`;
const figuresFace =
  '@font-face{font-family:"EB Garamond Figures";font-style:normal;font-weight:400;font-display:swap;' +
  'src:url(/src/design/fonts/eb-garamond-regular.woff2) format("woff2");unicode-range:U+0030-0039}';

/**
 * UnoCSS's Tailwind reset (no browser border, bevel, indent, underline or margin survives), without its
 * comments and its named-font list on html (see SANS).
 */
function reset(): string {
  const path = createRequire(import.meta.url).resolve('@unocss/reset/tailwind.css');
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/font-family:\s*ui-sans-serif[^;]*;/, '')
    .replace(/\n\s*\n/g, '\n');
}

/**
 * Page-wide rules on top of the reset: tokens, type, CJK line breaking, long-page layout, motion, print.
 * Chinese headings, buttons, tabs and tags break only between phrases (BudouX, scripts/build/phrases.ts):
 * `keep-all` forbids breaks between ideographs, the `<wbr>`s of src/shared/ui/phrased.tsx allow them.
 * While a modal dialog is open the toasts wait unseen: a form's error would otherwise float beside the dialog.
 */
const BASE = `
${serifFace(400, 'eb-garamond-regular')}
${serifFace(700, 'eb-garamond-bold')}
${figuresFace}
html{scroll-padding-top:5rem;--un-default-border-color:rgb(var(--c-sand-200))}
body{font-family:${SANS};color:rgb(var(--c-ink-800));background:rgb(var(--c-sand-50));line-height:1.6}
img,svg,video{max-width:100%;height:auto}
h1,h2,h3,h4{text-wrap:balance}
p,li,dd,blockquote{text-wrap:pretty}
:lang(zh){line-break:strict;overflow-wrap:anywhere}
:lang(zh) :is(h1,h2,h3,h4,button,label,legend,th,nav a,[class*=btn-],.chip,.claim,.tag,.badge,[data-phrased]){word-break:keep-all;overflow-wrap:break-word}
:lang(zh) :is(p,li,dd){line-height:1.85}
:lang(zh) h1,:lang(zh) h2,:lang(zh) h3{letter-spacing:.02em}
:lang(zh) :is(em,i,blockquote,.italic){font-style:normal}
html{font-variant-numeric:lining-nums}
.language-popover{position:fixed;inset:auto;top:4.5rem;right:1rem;margin:0}
@supports (top:anchor(bottom)){.language-button{anchor-name:--language}.language-popover{position-anchor:--language;top:calc(anchor(bottom) + .5rem);right:anchor(right)}}
@media (max-width:767px){body:has([data-enquiry-bar]) footer{padding-bottom:5.5rem}body:has([data-enquiry-bar]) .toast-stack{bottom:5.5rem}}
/* While the visitor types in the enquiry form, the phone booking bar would only cover the fields (and the keyboard). */
@media (max-width:767px){body:has(#enquiry-form :focus) [data-enquiry-bar]{display:none}}
html:has(dialog:modal) .toast-stack{display:none}
#mobile-menu::backdrop{background:rgb(0 0 0/.45)}
html:has([data-section-links]){scroll-padding-top:8.5rem}
figure.contents>.picture-caption-strip{text-shadow:0 1px 2px rgb(0 0 0/.9)}
::placeholder{color:rgb(var(--c-ink-500));opacity:1}
@media (prefers-color-scheme:dark){img[data-art]{filter:brightness(.8) saturate(.9)}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}
@media print{*{content-visibility:visible!important}nav,footer,.no-print{display:none!important}body{background:#fff;color:#000}main{padding-top:0!important}a[href^="http"]::after{content:" (" attr(href) ")";font-size:.8em}}
`;

export const baseCss = () => reset() + colorVariablesCss() + BASE;
