// @unocss-include: UnoCSS scans only .tsx files for classes unless told.
// Chapter headings (h2 on an article's own page) are serif and ruled; headings inside a chapter (h3) are small,
// sans-serif and in the accent colour, so the two levels never look alike. Also the editor's preview of a post.
export const PROSE =
  'text-lg leading-relaxed text-ink-800 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 ' +
  '[&_h3]:mt-8 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:uppercase [&_h3]:tracking-wide [&_h3]:text-brand-700 ' +
  '[&_blockquote]:mx-0 [&_blockquote]:mt-6 [&_blockquote]:border-0 [&_blockquote]:border-l-4 [&_blockquote]:border-solid [&_blockquote]:border-gold-500 [&_blockquote]:bg-sand-100 ' +
  '[&_blockquote]:p-4 [&_blockquote]:font-serif [&_blockquote]:italic [&_blockquote_p]:mt-0';
