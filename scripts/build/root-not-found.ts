import { DEFAULT_LANG, LANGS, type Lang } from '../../src/config/languages.ts';

const part = (html: string, pattern: RegExp, what: string) => {
  const found = pattern.exec(html)?.[1];
  if (found === undefined) throw new Error(`Not-found page without ${what}`);
  return found;
};

/**
 * The root 404.html, for hosts that serve only it for every missing path (GitHub Pages, S3, Firebase): the
 * default language's not-found page, with the other languages' pages as inert templates that the stub script
 * (src/app/redirect-stub.ts) swaps in by the path's prefix. Title text arrives escaped, so it is attribute-safe.
 */
export function rootNotFoundPage(pages: Record<Lang, string>): string {
  const templates = LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => {
    const body = part(pages[lang], /<body>([\s\S]*)<\/body>/, 'a body');
    const title = part(pages[lang], /<title>([^<]*)<\/title>/, 'a title');
    return `<template data-not-found-lang="${lang}" data-title="${title}">${body}</template>`;
  });
  return pages[DEFAULT_LANG].replace('</body>', `${templates.join('')}</body>`);
}

/**
 * dist/_redirects (Netlify format): a missing path under a language prefix gets that language's 404.html, any
 * other the root one, with status 404. Netlify applies a rule only where no file matches, so pages are untouched.
 */
export function redirectsFile(): string {
  return `${[...LANGS.map((lang) => `/${lang}/*  /${lang}/404.html  404`), '/*  /404.html  404'].join('\n')}\n`;
}
