import { PROSE } from '../../../src/features/blog/components/prose.ts';
import { CMS, h, type ImmutableMap } from './decap.ts';

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

/** The article page draws its chapter headings itself (article-view.tsx); the Markdown preview has bare h2s. */
const CHAPTER_HEADINGS = `[data-preview-prose] h2 { margin-top: 3rem; padding-top: 2rem; border-top: 1px solid rgb(var(--c-sand-200));
  font-family: Georgia, serif; font-size: 1.5rem; font-weight: 700; line-height: 1.375; color: rgb(var(--c-ink-900)); }`;

/** `styles`: the site's built style sheets (their names are hashed: the build passes them in). */
export function registerPreviews(styles: readonly string[]) {
  for (const href of styles) CMS.registerPreviewStyle(href);
  CMS.registerPreviewStyle(CHAPTER_HEADINGS, { raw: true });
  CMS.registerPreviewTemplate('blog', BlogPreview);
}
