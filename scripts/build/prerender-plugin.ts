import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { LANGS, type Lang } from '../../src/config/languages.ts';
import {
  allArticleUrls,
  allPageUrls,
  allTourUrls,
  forwardingTourPaths,
  neutralPaths,
  OFFLINE_SEGMENT,
} from '../../src/config/routes.ts';
import { siteUrlFrom } from '../../src/content/site.ts';
import type { ViewKey } from '../../src/shared/page-head.ts';
import { entryIds } from '../content/entries.ts';
import { assetTagsFor, type ViteManifest } from './asset-tags.ts';
import { cmsProxyPort } from './cms-plugin.ts';
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  formOrigin,
  headersFile,
  inlineScriptHashes,
  styleAttributeHashes,
} from './headers-file.ts';
import { type HtmlElement, withoutElements } from './html-tree.ts';
import { redirectsFile, rootNotFoundPage } from './root-not-found.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** The server build's entry: renders one URL to a document (built by vite.config.ts's `ssr` environment). */
export const SSR_ENTRY = 'src/app/entry-server.tsx';

type Render = (path: string) => Promise<{ html: string; status: number }>;

/** A document to write: file in dist/, URL to render, the page React hydrates (none for stubs). */
interface Doc {
  file: string;
  url: string;
  page: ViewKey | undefined;
  /** Set on the per-language not-found pages, which the root 404.html is built from. */
  notFoundLang?: Lang;
}

/** Every document the prerender writes, from the route table and the content (tour slugs, article ids). */
export function documents(): Doc[] {
  const pages = allPageUrls().map(({ page, path }) => ({
    file: path.endsWith('/') ? `${path}index.html` : `${path}.html`,
    url: path,
    page,
  }));
  const tours = allTourUrls().map(({ path }) => ({ file: `${path}.html`, url: path, page: 'tour' as const }));
  const articles = allArticleUrls(entryIds('blog')).map(({ path }) => ({
    file: `${path}.html`,
    url: path,
    page: 'article' as const,
  }));
  const stubs = [
    { file: '/index.html', url: '/', page: undefined },
    ...neutralPaths().map((name) => ({ file: `/${name}.html`, url: '/', page: undefined })),
    ...forwardingTourPaths().map((path) => ({ file: `${path}.html`, url: '/', page: undefined })),
    ...LANGS.map((lang) => ({
      file: `/${lang}/404.html`,
      url: `/${lang}/__not-found__`,
      page: undefined,
      notFoundLang: lang,
    })),
    ...LANGS.map((lang) => ({
      file: `/${lang}/${OFFLINE_SEGMENT}.html`,
      url: `/${lang}/${OFFLINE_SEGMENT}`,
      page: undefined,
    })),
  ];
  return [...pages, ...tours, ...articles, ...stubs];
}

/** The router's hydration scripts: inline, with no attribute but its stream marker. */
const isHydrationScript = (element: HtmlElement) =>
  element.tagName === 'script' && element.attrs.every((attribute) => attribute.name === 'data-tsr-stream-part');

/** Drops the router's hydration scripts from pages that are never hydrated. */
const withoutHydrationScripts = (html: string) => withoutElements(html, isHydrationScript);

/**
 * After the client build, renders every page in every language to static HTML in dist/
 * (before vite-plugin-pwa's closeBundle, so the HTML is precached).
 */
export function prerender(): Plugin {
  let outDir = '';
  let renderer = '';
  let env: Record<string, string> = {};
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir); // --outDir may be absolute
      renderer = resolve(config.root, config.environments.ssr?.build.outDir ?? '', 'entry-server.js');
      env = config.env;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const started = Date.now();
        // The address the pages were rendered with (site.ts reads the same variable), for the sitemap and robots.txt.
        const siteUrl = siteUrlFrom(env);
        const { render } = (await import(pathToFileURL(renderer).href)) as { render: Render };
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
        const hashes = { scripts: [] as string[], styleAttributes: [] as string[] };
        const notFoundPages: Partial<Record<Lang, string>> = {};
        const write = (file: string, document: string) => {
          hashes.scripts.push(...inlineScriptHashes(document));
          hashes.styleAttributes.push(...styleAttributeHashes(document));
          const target = join(outDir, file);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, document);
        };
        for (const doc of documents()) {
          const { html, status } = await render(doc.url);
          const expected = doc.url.includes('__not-found__') ? 404 : 200;
          if (status !== expected) throw new Error(`Prerender of ${doc.url} answered ${status}: ${html.slice(-1500)}`);
          // React marks a subtree it could not render on the server with <!--$!-->: the page would be empty.
          const failed = html.indexOf('<!--$!-->');
          if (failed >= 0)
            throw new Error(
              `Prerender of ${doc.url} failed to render part of the page: ${html.slice(failed, failed + 600)}`,
            );
          const body = doc.page ? html : withoutHydrationScripts(html);
          const withAssets = body.replace('</head>', `${assetTagsFor(manifest, doc.page)}</head>`);
          const document = withAssets.startsWith('<!DOCTYPE') ? withAssets : `<!DOCTYPE html>${withAssets}`;
          write(doc.file, document);
          if (doc.notFoundLang) notFoundPages[doc.notFoundLang] = document;
        }
        write('/404.html', rootNotFoundPage(notFoundPages as Record<Lang, string>));
        writeFileSync(join(outDir, '_redirects'), redirectsFile());
        const siteCsp = contentSecurityPolicy(hashes, formOrigin(env));
        const adminCsp = adminContentSecurityPolicy(`http://localhost:${cmsProxyPort()}`);
        writeFileSync(join(outDir, '_headers'), headersFile(siteCsp, adminCsp));
        writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, entryIds('blog')));
        writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
        console.log(`prerendered ${documents().length + 1} documents in ${Date.now() - started} ms`);
      },
    },
  };
}
