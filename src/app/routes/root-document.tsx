import { HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { LANGUAGES } from '../../config/languages';
import { THEME_COLOR } from '../../design/palette';
import { usePrefixLang } from './use-prefix-lang';

/** The whole HTML document; the prerenderer adds the built CSS and script tags to its head. */
export function RootDocument() {
  const lang = usePrefixLang();
  return (
    <html lang={LANGUAGES[lang].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="strict-origin-when-cross-origin" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLOR.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLOR.dark} />
        <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
