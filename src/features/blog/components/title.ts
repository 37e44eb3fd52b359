// @unocss-include: UnoCSS scans only .tsx files for classes unless told.

/** The page's heading on every blog page, the index's and each article's alike: one size across the blog. */
export const BLOG_TITLE = 'font-serif text-3xl md:text-5xl font-bold leading-tight tracking-tight text-ink-900';
