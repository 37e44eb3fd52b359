import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;

/**
 * Writes `.br` and `.gz` beside every text file of dist/, last of all (after the prerender and the worker),
 * so `npm start` serves compressed files as a CDN would without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!outDir) return;
        for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          const file = join(outDir, name);
          if (!COMPRESSIBLE.test(name) || name.startsWith('.vite/') || !statSync(file).isFile()) continue;
          const body = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}
