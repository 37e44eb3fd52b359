import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { stringify } from 'yaml';
import { cmsConfig } from '../cms/config.ts';
import { buildWidgets } from '../cms/widgets/build.ts';

const require = createRequire(import.meta.url);

/** The editor's own page: never indexed, its script copied as Decap ships it (no part of the site's bundles). */
const ADMIN_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>Pilgrim Journeys · Editor</title>
</head>
<body>
<script src="decap-cms.js"></script>
<script src="build-status.js"></script>
<script src="cms-widgets.js"></script>
</body>
</html>
`;

/** Where decap-server listens for `npm run cms` (Decap's default 8081; CMS_PROXY_PORT moves it). */
export const cmsProxyPort = () => Number(process.env.CMS_PROXY_PORT ?? 8081);

/**
 * The editor at /admin/: Decap CMS's prebuilt script and chunks copied from node_modules, its page, and its
 * configuration generated from the content schemas (scripts/cms/config.ts). The worker never precaches it
 * (pwa-options.ts), the sitemap never lists it and robots.txt keeps crawlers out.
 */
export function cmsEditor(): Plugin {
  let outDir = '';
  return {
    name: 'cms-editor',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const admin = join(outDir, 'admin');
      const decap = dirname(require.resolve('decap-cms/dist/decap-cms.js'));
      mkdirSync(admin, { recursive: true });
      for (const file of readdirSync(decap).filter((name) => /(^|\.)decap-cms\.js$/.test(name)))
        copyFileSync(join(decap, file), join(admin, file));
      writeFileSync(join(admin, 'index.html'), ADMIN_PAGE);
      const config = cmsConfig({
        localBackendUrl: `http://localhost:${cmsProxyPort()}/api/v1`,
        repo: process.env.CMS_GITHUB_REPO,
        branch: process.env.CMS_BRANCH,
        authUrl: process.env.CMS_AUTH_URL,
      });
      writeFileSync(join(admin, 'config.yml'), stringify(config, { lineWidth: 0 }));
      await buildWidgets(outDir);
    },
  };
}
