// Serves the built site (dist/, or SITE_DIR) on http://127.0.0.1:4173 (PORT and HOST override; PORT=0: any free port).
// ROOT_404_ONLY=1 answers every missing path with the root 404.html, as GitHub Pages, S3 and Firebase do.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer, listenOn } from './server/static-server.mjs';

const distDir = process.env.SITE_DIR ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const server = createStaticServer(distDir, { rootNotFoundOnly: process.env.ROOT_404_ONLY === '1' });
// PORT=0 takes any free port: the line below says which.
console.log(`Site: http://${host}:${await listenOn(server, port, host)}/`);
