// `npm run check:launch`: lists every fact the agency has not confirmed yet (sample phone, e-mail, address,
// licence, WhatsApp, site address, example departures and prices, draft terms…), every picture still a drawing and
// every time-bound claim past its `lapses` day, with the file to edit, and exits 1 while any remain. `CONTENT_DIR`
// checks another content folder (tests).
import { resolve } from 'node:path';
import { createServer } from 'vite';

const server = await createServer({
  configFile: false,
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { unconfirmedFacts } = await server.ssrLoadModule('/scripts/content/launch-check.ts');
  const facts = unconfirmedFacts(process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : undefined);
  const files = [...new Set(facts.map(({ file }) => file))];
  for (const file of files) {
    console.log(file);
    for (const { fact } of facts.filter((each) => each.file === file)) console.log(`  ${fact}`);
  }
  console.log(
    facts.length
      ? `${facts.length} facts still to confirm before going live (docs/editing-content.md, README "Deploying")`
      : 'every fact is confirmed: ready to go live',
  );
  process.exitCode = facts.length ? 1 : 0;
} finally {
  await server.close();
}
