import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { allArticleUrls, allPageUrls, LANGS, NEUTRAL_PATHS } from '../../src/config/routes.ts';
import { SITE } from '../../src/content/site.ts';
import { contentCollections } from '../content/content-plugin.ts';
import { entryIds } from '../content/entries.ts';
import { assetTagsFor, type ViteManifest } from './asset-tags.ts';
import {
  contentSecurityPolicy,
  formOrigin,
  headersFile,
  inlineScriptHashes,
  styleAttributeHashes,
} from './headers-file.ts';
import { precompiledMessages } from './messages-plugin.ts';
import { whatsappQr } from './qr-plugin.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { tripContent } from './trip-plugin.ts';

type Render = (path: string) => Promise<{ html: string; status: number }>;

/** Documents to write: file in dist/, URL to render, and whether React hydrates it. */
function documents() {
  const pages = allPageUrls().map(({ page, path }) => ({
    file: path.endsWith('/') ? `${path}index.html` : `${path}.html`,
    url: path,
    page,
  }));
  const articles = allArticleUrls(entryIds('blog')).map(({ path }) => ({
    file: `${path}.html`,
    url: path,
    page: 'article' as const,
  }));
  const stubs = [
    { file: '/index.html', url: '/', page: undefined },
    { file: '/404.html', url: '/', page: undefined },
    ...NEUTRAL_PATHS.map((name) => ({ file: `/${name}.html`, url: '/', page: undefined })),
    ...LANGS.map((lang) => ({ file: `/${lang}/404.html`, url: `/${lang}/__not-found__`, page: undefined })),
    ...LANGS.map((lang) => ({ file: `/${lang}/offline.html`, url: `/${lang}/offline`, page: undefined })),
  ];
  return [...pages, ...articles, ...stubs];
}

/** Drops the router's hydration scripts from pages that are never hydrated. */
function withoutHydrationScripts(html: string): string {
  return html.replace(/<script( data-tsr-stream-part="")?>[\s\S]*?<\/script>/g, '');
}

/**
 * After the client build, renders every page in every language to static HTML in dist/
 * (before vite-plugin-pwa's closeBundle, so the HTML is precached).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  let env: Record<string, string> = {};
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
      env = config.env;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (isSsrBuild) return;
        const started = Date.now();
        const ssrDir = join(root, '.cache/ssr');
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [precompiledMessages(), contentCollections(), tripContent(), react(), imagetools(), whatsappQr()],
          build: {
            ssr: 'src/app/entry-server.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            target: 'node20',
            assetsInlineLimit: 0,
          },
        });
        const { render } = (await import(`${pathToFileURL(join(ssrDir, 'entry-server.js')).href}`)) as {
          render: Render;
        };
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
        const hashes = { scripts: [] as string[], styleAttributes: [] as string[] };
        for (const doc of documents()) {
          const { html, status } = await render(doc.url);
          const expected = doc.url.includes('__not-found__') ? 404 : 200;
          if (status !== expected) throw new Error(`Prerender of ${doc.url} answered ${status}: ${html.slice(-1500)}`);
          // React marks a subtree it could not render on the server with <!--$!-->: the page would be empty.
          if (html.includes('<!--$!-->')) throw new Error(`Prerender of ${doc.url} failed to render part of the page`);
          const body = doc.page ? html : withoutHydrationScripts(html);
          const document = body.replace('</head>', `${assetTagsFor(manifest, doc.page)}</head>`);
          hashes.scripts.push(...inlineScriptHashes(document));
          hashes.styleAttributes.push(...styleAttributeHashes(document));
          const target = join(outDir, doc.file);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, document.startsWith('<!DOCTYPE') ? document : `<!DOCTYPE html>${document}`);
        }
        writeFileSync(join(outDir, '_headers'), headersFile(contentSecurityPolicy(hashes, formOrigin(env))));
        writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(SITE.url, entryIds('blog')));
        writeFileSync(join(outDir, 'robots.txt'), robotsTxt(SITE.url));
        console.log(`prerendered ${documents().length} documents in ${Date.now() - started} ms`);
      },
    },
  };
}
