/** Tour page sections repeated on nine precached pages: one class per element keeps their HTML small. */
export const TOUR_COMPONENTS: Record<string, string> = {
  'tour-card': 'card unbroken p-5 md:p-6',
  'day-list': 'divide-y divide-solid divide-sand-200 border-y border-y-solid border-sand-200',
  'day-summary': 'flex min-h-11 cursor-pointer list-none flex-col gap-0.5 rounded-md py-4 pr-10 relative focusable',
  'day-places': 'font-normal normal-case tracking-normal text-ink-600',
  'day-gist': 'mt-1 line-clamp-2 text-ink-700', // hidden once the day is open: its first paragraph says it
  'day-row': 'unbroken grid gap-6 pb-8 pt-2 md:grid-cols-5',
  'day-art': 'md:col-span-2 space-y-3',
  'day-image': 'w-full rounded-xl object-cover',
  'verse-callout': 'mt-4 rounded-xl border-l-4 border-solid border-gold-500 bg-sand-100 p-4',
  'row-action': 'btn-secondary whitespace-nowrap px-2.5 py-1 text-sm sm:px-3',
  'faq-item': 'border-t border-t-solid border-sand-200',
  // The fold holding My departure and the poster (AfterBooking): a wide bar with the faq's + marker at its end
  'tools-fold-summary': 'page-wide flex cursor-pointer list-none items-center justify-between gap-4 py-8 focusable',
  'faq-q':
    'flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-3 font-semibold text-ink-900 focusable',
  'col-head':
    'border-b-2 border-b-solid border-sand-300 py-2 pr-2 text-xs font-semibold text-ink-600 sm:pr-3 sm:text-sm',
  'row-cell': 'border-b border-b-solid border-sand-200 py-3 pr-2 text-xs sm:pr-3 sm:text-base',
  status:
    'badge inline-flex items-center gap-1 rounded-xl sm:whitespace-nowrap px-2 py-1 text-xs font-medium leading-tight sm:gap-1.5 sm:px-2.5 sm:text-sm',
  'status-icon':
    'inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-[0.875rem] leading-none font-bold',
  // Guaranteed green, few seats gold, open the brand tint; each with its icon (DepartureStatus)
  'status-guaranteed': 'status bg-success/15 text-ink-900 ring-1 ring-inset ring-success/60',
  'status-few-left': 'status bg-gold-400/35 text-ink-900 ring-1 ring-inset ring-gold-500',
  'status-open': 'status bg-brand-50 text-brand-900 ring-1 ring-inset ring-brand-500/50',
  // Full is the quietest: no fill, a faint outline, so the departures that can be booked stand out
  'status-full': 'status text-ink-600 ring-1 ring-inset ring-sand-300',
};

// Below md the departures table's rows become cards (one markup, so the rows stay rows for tests and print):
// date and status on top, then the price pair with Enquire (at least 44 px tall) beside it, all at 16 px.
const DEPARTURE_CARDS = `@media screen and (max-width:767px){
.departures,.departures tbody{display:block}
.departures thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.departures tr{display:grid;grid-template-columns:1fr auto;align-items:center;gap:.75rem 1rem;padding:1rem;margin-bottom:.75rem;border:1px solid rgb(var(--c-sand-200));border-radius:.75rem;background:rgb(var(--c-surface))}
.departures .row-cell{border:0;padding:0;font-size:var(--text-base)}
.departures .row-cell:nth-child(2),.departures .row-cell:nth-child(4){justify-self:end}
.departures .row-cell [class*=status-]:not(.status-icon){font-size:var(--text-base)}
.departures .row-action{min-width:7rem;min-height:2.75rem;font-size:var(--text-base)}
}`;

/** Disclosure markers, check lists, the bands' spacing on a phone and the print-only parts of the tour pages. */
const TOUR_CSS = `
@media screen and (max-width:767px){[data-tour-page] .section{padding-block:2.5rem}}
summary::-webkit-details-marker{display:none}
.faq-q::after,.day-summary::after,.tools-fold-summary::after{content:"+"/"";display:inline-block;color:rgb(var(--c-brand-700));transition:transform .15s}
.day-summary::after{position:absolute;right:.5rem;top:50%;margin-top:-.75em;font-size:1.5rem;line-height:1.5}
.tools-fold-summary::after{font-size:2rem;line-height:1}
details[open]>.faq-q::after,details[open]>.day-summary::after,details[open]>.tools-fold-summary::after{transform:rotate(45deg)}
details[open]>.day-summary>.day-gist{display:none}
.checklist>li{display:flex;gap:.75rem;color:rgb(var(--c-ink-700))}
.checklist>li::before{content:"✓"/"";font-weight:700;color:rgb(var(--c-brand-700))}
.checklist.excluded>li::before{content:"✗"/""}
.print-only{display:none}
`;

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
[data-tour-page] .snap-row{display:block;overflow:visible;margin-inline:0;padding:0}
[data-tour-page] .snap-item{width:auto;max-width:none}
[data-tour-page] .tour-hero{background:none;color:#000}
[data-tour-page] .tour-hero img,[data-tour-page] .tour-hero figcaption,[aria-labelledby=why-heading],[data-tour-page] #contact{display:none}
[data-tour-page] .tour-hero>div{padding:0}
[data-tour-page] .tour-hero *{color:#000}
[data-tour-page] .tour-hero h1{font-size:17pt}
[data-tour-page] .tour-hero p.text-lg{font-size:inherit}
[data-tour-page] [data-day] .day-row{display:block;break-inside:auto;padding:0}
[data-tour-page] [data-day] .day-art{display:none}
[data-tour-page] .day-list{border:0}
[data-tour-page] .day-summary{padding:0;min-height:0}
[data-tour-page] .day-summary::after,[data-tour-page] .day-gist{display:none}
[data-tour-page] [data-day]~[data-day]{margin-top:2.5mm}
[data-tour-page] .space-y-3>*+*{margin-top:1.2mm}
[data-tour-page] [data-route-map] .grid{display:grid;grid-template-columns:1fr 90mm;align-items:start}
[data-tour-page] [data-route-list]{order:-1}
[data-tour-page] details::details-content{content-visibility:visible!important;display:block}
[data-tour-page] .faq-q{padding:1mm 0 0}
[data-tour-page] details{border:0}
[data-tour-page] details p{padding-bottom:1mm}
[data-tour-page] .page-narrow{max-width:none}
[data-tour-page] .faq-q::after{display:none}
[data-tour-page] .mt-3,[data-tour-page] .mt-4,[data-tour-page] .mt-6,[data-tour-page] .mt-8,[data-tour-page] .mt-10,[data-tour-page] .mt-12{margin-top:1.5mm}
[data-tour-page] .gap-6,[data-tour-page] .gap-8,[data-tour-page] .gap-12{gap:2mm}
[data-tour-page] .row-cell,[data-tour-page] .col-head{padding-top:.6mm;padding-bottom:.6mm}
[data-tour-page] p,[data-tour-page] li,[data-tour-page] dd{orphans:2;widows:2}
[data-tour-page] h2,[data-tour-page] h3,[data-tour-page] .eyebrow,[data-tour-page] summary{break-after:avoid}
}`;

export const tourCss = () => TOUR_CSS + DEPARTURE_CARDS + TRIP_NOTES_PRINT;
