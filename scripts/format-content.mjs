// `npm run format:content`: writes every content file (src/content/**/index.<lang>.md) as the editor writes it,
// so a later save in the editor changes only the lines of what it changed. The unit tests fail until it has run.
import { createServer } from 'vite';

const server = await createServer({
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { unformattedContent } = await server.ssrLoadModule('/scripts/cms/content-format.ts');
  const changed = unformattedContent({ write: true });
  for (const file of changed) console.log(`formatted ${file}`);
  console.log(changed.length ? `${changed.length} files formatted` : 'every content file is already formatted');
} finally {
  await server.close();
}
