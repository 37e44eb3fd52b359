import { defineConfig, presetWind3 } from 'unocss';

// System fonts only, picked by the page's lang. Each named family a device lacks costs a font lookup during
// the first layout (about 25 ms on the Chinese pages here); lang-based fallback already picks PingFang,
// Noto Sans CJK or Microsoft JhengHei/YaHei with the right Traditional or Simplified glyphs.
const sans = 'system-ui,sans-serif';

// Printed tour pages are trip notes: contact line on every sheet, the hero a title block, the words flowing
// (no images, cards or forced page breaks), every answer open, and nothing to click.
const TRIP_NOTES_PRINT = `@media print{
@page{size:A4;margin:8mm 13mm 10mm}
html{font-size:8.5pt}
body{line-height:1.4}
.print-only{display:block}
[data-tour-page]{padding-top:11mm!important;box-decoration-break:clone;-webkit-box-decoration-break:clone}
.print-header{position:fixed;top:0;left:0;right:0;display:flex;justify-content:space-between;gap:1rem;font-size:7pt;line-height:1.3;color:#3f3832;border-bottom:.5pt solid #a8977a;padding-bottom:1mm}
.print-header p{margin:0}
[data-tour-page] .section{padding:0;margin-top:4mm;background:none}
[data-tour-page] .heading-2{font-size:13pt}
[data-tour-page] .heading-3{font-size:10.5pt}
[data-tour-page] .card{box-shadow:none;border:0;padding:0}
[data-tour-page] .tour-hero{background:none;color:#000}
[data-tour-page] .tour-hero img,[aria-labelledby=why-heading],[data-tour-page] #contact{display:none}
[data-tour-page] .tour-hero>div{padding:0}
[data-tour-page] .tour-hero *{color:#000}
[data-tour-page] .tour-hero h1{font-size:17pt}
[data-tour-page] .tour-hero p.text-lg{font-size:inherit}
[data-tour-page] [data-day]{display:block;break-inside:auto}
[data-tour-page] [data-day]>div:first-child{display:none}
[data-tour-page] [data-day]~[data-day],[data-tour-page] ol.space-y-12>li{margin-top:2.5mm}
[data-tour-page] .space-y-3>*+*{margin-top:1.2mm}
[data-tour-page] [data-route-map]>div{display:grid;grid-template-columns:1fr 90mm;align-items:start}
[data-tour-page] details::details-content{content-visibility:visible!important;display:block}
[data-tour-page] .faq-q{padding:1mm 0 0}
[data-tour-page] details{border:0}
[data-tour-page] details p{padding-bottom:1mm}
[data-tour-page] .faq-q::after{display:none}
[data-tour-page] .mt-3,[data-tour-page] .mt-4,[data-tour-page] .mt-6,[data-tour-page] .mt-8,[data-tour-page] .mt-10,[data-tour-page] .mt-12{margin-top:1.5mm}
[data-tour-page] .gap-6,[data-tour-page] .gap-8,[data-tour-page] .gap-12{gap:2mm}
[data-tour-page] .row-cell,[data-tour-page] .col-head{padding-top:.6mm;padding-bottom:.6mm}
[data-tour-page] p,[data-tour-page] li,[data-tour-page] dd{orphans:2;widows:2}
[data-tour-page] h2,[data-tour-page] h3,[data-tour-page] .eyebrow,[data-tour-page] summary{break-after:avoid}
}`;

/** The design system: colours, type scale and the building blocks every page reuses. */
export default defineConfig({
  presets: [presetWind3()],
  content: { filesystem: ['src/**/*.{ts,tsx}'] },
  theme: {
    colors: {
      brand: {
        50: '#fdf6ee',
        100: '#f9e6d0',
        500: '#c2410c',
        600: '#b2400f',
        700: '#9a3412',
        800: '#7c2d12',
        900: '#5c2110',
      },
      sand: { 50: '#fbf8f3', 100: '#f4ede1', 200: '#e8dcc6', 300: '#d6c29f' },
      ink: { 400: '#8a8178', 500: '#6b635b', 600: '#574f48', 700: '#3f3832', 800: '#2a2521', 900: '#1c1815' },
      gold: { 400: '#e0b354', 500: '#c99a2e' },
      night: { 700: '#1e3a5f', 800: '#162c49', 900: '#0f1f35' },
    },
    fontFamily: { sans, serif: 'Georgia,serif' },
  },
  shortcuts: {
    'page-wide': 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
    'page-narrow': 'mx-auto w-full max-w-3xl px-4 sm:px-6',
    section: 'py-16 md:py-24',
    'heading-1': 'font-serif text-4xl md:text-6xl font-bold leading-tight tracking-tight',
    'heading-2': 'font-serif text-3xl md:text-4xl font-bold leading-snug text-ink-900',
    'heading-3': 'text-xl md:text-2xl font-semibold leading-snug text-ink-900',
    eyebrow: 'text-sm font-semibold uppercase tracking-widest text-brand-700',
    lead: 'text-lg md:text-xl leading-relaxed text-ink-600',
    card: 'rounded-2xl bg-white shadow-sm ring-1 ring-sand-200',
    'focus-ring': 'outline-none focus-visible:ring-3 focus-visible:ring-gold-400 focus-visible:ring-offset-2',
    btn: 'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors focus-ring disabled:cursor-not-allowed disabled:opacity-60',
    'btn-primary': 'btn bg-brand-700 text-white hover:bg-brand-800',
    'btn-outline': 'btn border-2 border-solid border-brand-700 text-brand-800 hover:bg-brand-50',
    'btn-light': 'btn bg-white text-brand-800 hover:bg-sand-100',
    'footer-link': 'inline-block py-1 hover:underline focus-ring',
    'nav-link': 'rounded-md px-3 py-2 font-medium text-ink-800 hover:text-brand-700 focus-ring',
    tag: 'inline-block rounded-full bg-sand-100 px-3 py-1 text-sm text-ink-700',
    // Tour page sections repeated on nine precached pages: one class per element keeps their HTML small.
    'faq-item': 'border-t border-t-solid border-sand-200',
    'faq-q':
      'flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-3 font-semibold text-ink-900 focus-ring',
    'col-head':
      'border-b-2 border-b-solid border-sand-300 py-2 pr-2 text-xs font-semibold text-ink-600 sm:pr-3 sm:text-sm',
    'row-cell': 'border-b border-b-solid border-sand-200 py-3 pr-2 text-xs sm:pr-3 sm:text-base',
    status: 'inline-block rounded-xl px-2 py-1 text-xs leading-tight sm:px-2.5 sm:text-sm',
    'status-open': 'status bg-sand-100 text-ink-800',
    'status-few-left': 'status bg-gold-400/30 text-ink-900',
    'status-guaranteed': 'status bg-brand-100 text-brand-900',
    'status-full': 'status bg-ink-800 text-white',
  },
  preflights: [
    {
      getCSS: () => `
*,::before,::after{box-sizing:border-box}
ul,ol{list-style:none;margin:0;padding:0}
html{scroll-padding-top:5rem;-webkit-text-size-adjust:100%}
body{margin:0;font-family:${sans};color:#2a2521;background:#fbf8f3;line-height:1.6}
img,svg,video{max-width:100%;height:auto}
[data-tour-page]>section~section,[data-day]~[data-day],[data-policy-section]~[data-policy-section],[data-chapter]~[data-chapter]{content-visibility:auto;contain-intrinsic-size:auto 40rem}
a{color:inherit}
button,input,textarea,select{font:inherit}
button{background-color:transparent;color:inherit}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}
summary::-webkit-details-marker{display:none}
.faq-q::after{content:"+"/"";display:inline-block;color:#9a3412;transition:transform .15s}
details[open]>.faq-q::after{transform:rotate(45deg)}
.checklist>li{display:flex;gap:.75rem;color:#3f3832}
.checklist>li::before{content:"✓"/"";font-weight:700;color:#9a3412}
.checklist.excluded>li::before{content:"✗"/""}
.print-only{display:none}
@media print{*{content-visibility:visible!important}nav,footer,.no-print{display:none!important}body{background:#fff;color:#000}main{padding-top:0!important}a[href^="http"]::after{content:" (" attr(href) ")";font-size:.8em}.print-break{break-inside:avoid}}
${TRIP_NOTES_PRINT}
`,
    },
  ],
});
