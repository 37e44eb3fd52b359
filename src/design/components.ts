/**
 * The shared components as class recipes: every page builds its controls from these, never from
 * browser defaults. Buttons come as `<button>` or link alike and are never underlined.
 */
const DIALOG = 'm-auto rounded-2xl bg-surface-raised text-ink-800 shadow-xl ring-1 ring-sand-200 backdrop:bg-black/60';

export const COMPONENTS: Record<string, string> = {
  // Layout and type
  'page-wide': 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
  'page-narrow': 'mx-auto w-full max-w-3xl px-4 sm:px-6',
  section: 'py-12 md:py-20',
  // Kept whole on a printed sheet
  unbroken: 'print:break-inside-avoid',
  'heading-1': 'font-serif text-4xl md:text-6xl font-bold leading-tight tracking-tight',
  'heading-2': 'font-serif text-3xl md:text-4xl font-bold leading-snug text-ink-900',
  'heading-3': 'text-xl md:text-2xl font-semibold leading-snug text-ink-900',
  'card-title': 'text-lg font-semibold text-ink-900',
  'card-text': 'mt-2 text-sm text-ink-600',
  'body-text': 'mt-3 space-y-3 text-ink-700',
  'policy-text': 'body-text [&_ul]:list-disc [&_ul]:pl-6',
  eyebrow: 'text-sm font-semibold uppercase tracking-widest text-brand-700',
  lead: 'text-lg md:text-xl leading-relaxed text-ink-600',
  // Keyboard focus: a gold ring with an offset (not named focus-…: UnoCSS would read that as the focus: variant).
  focusable: 'outline-none focus-visible:ring-3 focus-visible:ring-gold-400 focus-visible:ring-offset-2',
  // Buttons: primary (filled accent), secondary (outlined), quiet (text only); -light / -on-dark on night grounds.
  // Every kind has the same 2 px border (transparent where none shows), so buttons side by side are one height.
  btn: 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-solid px-6 py-3 font-semibold no-underline transition-colors focusable focus-visible:ring-offset-surface disabled:cursor-not-allowed disabled:opacity-60',
  'btn-sm': 'px-4 py-2',
  'btn-primary': 'btn border-transparent bg-accent text-accent-on shadow-sm hover:bg-accent-hover',
  'btn-secondary': 'btn border-brand-700 text-brand-800 hover:bg-brand-50',
  'btn-quiet': 'btn border-transparent px-3 text-brand-800 hover:bg-brand-50 hover:text-brand-900',
  'btn-light': 'btn border-transparent bg-paper text-paper-ink shadow-sm hover:bg-paper-hover',
  'btn-on-dark': 'btn border-white text-white hover:bg-white/10',
  // Chips and tabs: selected state from aria-selected (tabs) or aria-current (tab links)
  chip: 'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 py-2 font-medium text-ink-700 ring-1 ring-sand-300 ring-inset transition-colors hover:bg-sand-100 focusable aria-selected:bg-accent aria-selected:hover:bg-accent aria-selected:text-accent-on aria-selected:ring-accent aria-[current=page]:bg-accent aria-[current=page]:hover:bg-accent aria-[current=page]:text-accent-on aria-[current=page]:ring-accent',
  // On a phone a row of cards scrolls sideways, one and a bit in view; from md a grid (columns set where used)
  'snap-row':
    'flex snap-x snap-mandatory [scroll-padding-inline:1rem] sm:[scroll-padding-inline:1.5rem] md:[scroll-padding-inline:0] gap-4 overflow-x-auto pb-2 -mx-4 px-4 sm:-mx-6 sm:px-6 md:mx-0 md:grid md:overflow-visible md:px-0 md:pb-0 focusable',
  'snap-item': 'w-[82%] max-w-80 shrink-0 snap-start md:w-auto md:max-w-none',
  tag: 'inline-block rounded-full bg-sand-100 px-3 py-1 text-sm text-ink-700',
  // A photo's credit (Artwork caption): quiet small print right under it, never a band. `strip` sits at the foot of
  // a picture that fills a banner or a hero (last in a flex column, so under a hero's words too), in the colour of
  // the text around it (base.ts shadows it on a hero); `inset` puts author and licence on one line in a card
  // photo's corner (the place read aloud only), so cards with and without a credit keep the same height; `overlay`
  // is for the poster and the church hero.
  'picture-caption-below': 'mt-2 flex flex-wrap gap-x-2 text-[0.8125rem] leading-snug text-ink-600 [&_a]:underline',
  'picture-caption-strip':
    'order-last flex flex-wrap justify-end gap-x-2 px-4 py-1.5 text-[0.8125rem] leading-snug opacity-85 [&_a]:underline',
  'picture-caption-inset':
    'absolute bottom-2 right-2 z-1 max-w-[calc(100%-1rem)] truncate rounded bg-black/65 px-2 py-0.5 text-xs leading-5 text-white [&>span:first-child]:sr-only [&>span:nth-child(2)]:hidden [&_a]:text-white [&_a]:underline',
  'picture-caption-overlay':
    'absolute bottom-0 right-0 flex max-w-full flex-wrap justify-end gap-x-2 rounded-tl-lg bg-black/60 px-2 py-1 text-xs leading-snug text-white [&_a]:text-white [&_a]:underline',
  'picture-credit-by': 'opacity-90',
  // The tour card (TourCard), repeated for every tour on the listing and the home page: one short class per part
  'listing-card': 'card flex flex-col overflow-hidden',
  'listing-card-art': 'aspect-[3/2] w-full object-cover',
  'listing-card-body': 'flex flex-1 flex-col gap-3 p-6',
  'listing-card-facts': 'flex flex-wrap items-center justify-between gap-2 text-sm text-ink-600',
  'listing-card-note': 'text-sm text-ink-600',
  // Two lines kept for the places from md, where cards stand side by side: their titles then start at one height
  'listing-card-place': 'text-sm text-ink-600 md:min-h-[2lh]',
  'listing-card-tags': 'flex flex-wrap gap-2',
  // The price keeps each of its two lines whole; on a narrow card the button moves under it rather than split them
  'listing-card-foot': 'flex flex-wrap items-end justify-between gap-x-4 gap-y-3',
  'listing-card-price': 'text-lg font-bold text-brand-800',
  // A claim on the hero (rating, travellers, award): a pill that leads to its evidence
  claim: 'inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-white hover:bg-white/25 focusable',
  // Form controls
  field:
    'block w-full rounded-lg border border-solid border-ink-400 bg-surface px-3 py-2 text-ink-900 shadow-inner shadow-sand-100 transition-colors focusable focus-visible:border-brand-700 aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:border-danger aria-[invalid=true]:focus-visible:ring-danger',
  // A list to choose from, drawn as the other fields (not the browser's grey box), its arrow laid over its right end
  'field-select': 'min-h-11 cursor-pointer appearance-none pr-10',
  'field-select-arrow': 'pointer-events-none absolute inset-y-0 right-3 flex items-center text-lg text-brand-700',
  'field-label': 'mb-1 block font-medium text-ink-800',
  'field-error': 'mt-1 text-sm text-danger',
  check: 'h-5 w-5 shrink-0 accent-[rgb(var(--c-accent))] focusable',
  'check-group': 'grid gap-x-4 gap-y-1 sm:grid-cols-2',
  'check-option': 'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-ink-700 hover:bg-sand-100',
  // Surfaces
  card: 'rounded-2xl bg-surface shadow-sm ring-1 ring-sand-200',
  // A native modal <dialog>: the browser centres it in the top layer over its ::backdrop.
  'dialog-panel': `${DIALOG} w-[calc(100%-2rem)] max-w-sm p-6`,
  // Room for a picture at its full size (a route map): almost the phone's width, scrolled inside.
  'dialog-close':
    'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-ink-600 hover:bg-sand-100 focusable',
  'qr-code': 'mx-auto h-50 w-50 rounded-lg bg-white p-2',
  'menu-panel': 'rounded-xl bg-surface-raised p-1 shadow-lg ring-1 ring-sand-200',
  // Popovers: the browser puts them in the top layer. The language list hangs under its button where CSS anchor
  // positioning exists, else under the bar's right end; the phone menu spans the width under the bar.
  'language-button': 'flex items-center gap-1',
  'language-popover': 'menu-panel w-40', // placed in src/design/base.ts
  'mobile-menu':
    'fixed inset-x-0 bottom-auto top-16 m-0 w-full max-w-none border-t border-sand-200 bg-surface shadow-lg lg:hidden',
  'menu-option': 'block w-full rounded-lg px-3 py-2 text-left text-ink-800 hover:bg-sand-100 focusable',
  // The offline notices: a line in the footer, beside the install offer; it never covers what the visitor is reading
  'pwa-notice': 'mt-3 text-sm text-cream-100 empty:mt-0',
  // At the window's foot, clear of the header and of the field a form's error centres (above a tour page's bar: base.ts)
  // A tour page's section links: one row held under the fixed header, scrolled sideways where it does not fit
  'section-links': 'sticky top-16 z-20 border-b border-solid border-sand-200 bg-surface',
  'section-links-row':
    'page-wide flex gap-2 overflow-x-auto whitespace-nowrap py-2 [scrollbar-width:none] [&>li]:shrink-0',
  'toast-stack': 'pointer-events-none fixed inset-x-4 bottom-4 z-[9999] flex flex-col items-center gap-2',
  // Site frame (on every page: named here so each page carries a short class, not the whole recipe)
  'skip-link': 'sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-60 btn-light',
  'site-header': 'fixed inset-x-0 top-0 z-50 border-b border-sand-200 bg-surface shadow-sm',
  'site-nav': 'page-wide flex h-16 items-center justify-between gap-4',
  'brand-link': 'font-serif text-xl font-bold text-brand-800 focusable rounded-md',
  'footer-heading': 'font-semibold text-white',
  'footer-legal': 'border-t border-white/10 py-4 text-center text-sm text-cream-200',
  toast:
    'pointer-events-auto flex max-w-sm items-center gap-3 rounded-xl bg-surface-raised px-4 py-3 text-ink-800 shadow-lg ring-1 ring-sand-200',
  // Links: text links underline; footer and nav links only on hover
  'text-link': 'text-brand-700 underline underline-offset-2 hover:text-brand-900 focusable rounded-sm',
  'footer-link': 'inline-block py-1 hover:underline focusable',
  'nav-link':
    'inline-flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-ink-800 hover:text-brand-700 focusable',
};
