import { readFile } from 'node:fs/promises';
import { transformWithOxc } from 'vite';

/** The default export of a self-contained TypeScript module (type imports only), evaluated at build time. */
export async function evaluateDefault<T>(file: string): Promise<T> {
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return module.default as T;
}
