// `npm run check:content`: validates every tour, article, the policy and the home copy in every language
// (the checks the build makes) without building the site.
import { createServer } from 'vite';

const server = await createServer({
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { checkAllContent } = await server.ssrLoadModule('/scripts/content/check.ts');
  const { checked, problems } = checkAllContent();
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `${problems.length} problems in the content` : `content OK (${checked} checks)`);
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await server.close();
}
