import siteWords from '../../../locales/en.json' with { type: 'json' };
import { formatDate } from '../../../src/config/formats.ts';
import { SOURCE_LANG } from '../../../src/config/languages.ts';
import { PROSE } from '../../../src/features/blog/components/prose.ts';
import { formatMoney } from '../../../src/shared/money/format-money.ts';
import { CMS, h, type ImmutableMap } from './decap.ts';
import { FactsPreview } from './facts-preview.ts';

interface PreviewProps {
  entry: ImmutableMap;
  widgetFor: (name: string) => unknown;
}

/** A blog post as its page shows it: title, subtitle and the text, in the site's own styles. */
const BlogPreview = ({ entry, widgetFor }: PreviewProps) =>
  h(
    'main',
    { className: 'page-narrow py-12' },
    h(
      'article',
      { className: 'card overflow-hidden' },
      h(
        'div',
        { className: 'p-6 md:p-10' },
        h('h1', { className: 'heading-2' }, String(entry.getIn(['data', 'title']) ?? '')),
        h('p', { className: 'lead mt-2' }, String(entry.getIn(['data', 'subtitle']) ?? '')),
        h('div', { className: PROSE, 'data-preview-prose': '' }, widgetFor('body')),
      ),
    ),
  );

interface Departure {
  start?: string;
  status?: string;
  price?: number;
}

/** The departures as the tour page lists them: date, status in the site's words, price with its currency. */
function departuresTable(entry: ImmutableMap) {
  const departures = (entry.getIn(['data', 'departures']) as { toJS(): Departure[] } | undefined)?.toJS() ?? [];
  if (departures.length === 0) return null;
  const currency = String(entry.getIn(['data', 'currency']) ?? 'USD');
  const words = siteWords as Record<string, string>;
  return h(
    'table',
    { className: 'mt-8 w-full text-left' },
    h(
      'tbody',
      null,
      ...departures.map((departure) =>
        h(
          'tr',
          { className: 'border-b border-sand-200' },
          h('td', { className: 'py-2' }, departure.start ? formatDate(departure.start, SOURCE_LANG) : ''),
          h('td', { className: 'py-2' }, words[`tour.status.${departure.status}`] ?? departure.status ?? ''),
          h(
            'td',
            { className: 'py-2 text-right' },
            departure.price === undefined ? '' : formatMoney(departure.price, currency, SOURCE_LANG),
          ),
        ),
      ),
    ),
  );
}

/** A tour as its page opens: where, its name, the line under it, the departures, then the days. */
const TourPreview = ({ entry, widgetFor }: PreviewProps) =>
  h(
    'main',
    { className: 'page-narrow py-12' },
    h('p', { className: 'eyebrow' }, String(entry.getIn(['data', 'location']) ?? '')),
    h('h1', { className: 'heading-1 mt-2' }, String(entry.getIn(['data', 'name']) ?? '')),
    h('p', { className: 'lead mt-4' }, String(entry.getIn(['data', 'heroSubtitle']) ?? '')),
    departuresTable(entry),
    h('div', { className: `${PROSE} mt-8`, 'data-preview-prose': '' }, widgetFor('body')),
  );

/** The article page draws its chapter headings itself (article-view.tsx); the Markdown preview has bare h2s. */
const CHAPTER_HEADINGS = `[data-preview-prose] h2 { margin-top: 3rem; padding-top: 2rem; border-top: 1px solid rgb(var(--c-sand-200));
  font-family: Georgia, serif; font-size: 1.5rem; font-weight: 700; line-height: 1.375; color: rgb(var(--c-ink-900)); }`;

/** `styles`: the site's built style sheets (their names are hashed: the build passes them in). */
export function registerPreviews(styles: readonly string[]) {
  for (const href of styles) CMS.registerPreviewStyle(href);
  CMS.registerPreviewStyle(CHAPTER_HEADINGS, { raw: true });
  CMS.registerPreviewTemplate('blog', BlogPreview);
  CMS.registerPreviewTemplate('tours', TourPreview);
  CMS.registerPreviewTemplate('site', FactsPreview);
}
