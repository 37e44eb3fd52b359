import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Rules of a `_headers` file (Netlify / Cloudflare Pages format): a path, then indented `Name: value` lines;
 * `! Name` drops a header an earlier rule set (Cloudflare Pages' syntax; /admin/ replaces the site's policy so).
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {}, dropped: [] });
    else if (line.trimStart().startsWith('!')) rules.at(-1).dropped.push(line.trim().slice(1).trim());
    else {
      const colon = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

const matches = (pattern, pathname) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;

/**
 * The headers dist/_headers gives a path, as a static host would apply them; anything it leaves uncached
 * is revalidated (the hosts' default). Without the file (a build that did not finish), nothing is served.
 */
export function loadHeaderRules(distDir) {
  const file = join(distDir, '_headers');
  if (!existsSync(file)) throw new Error(`${file} is missing: run the build first`);
  const rules = parseHeadersFile(readFileSync(file, 'utf8'));
  return (pathname) => {
    const headers = { 'Cache-Control': 'no-cache' };
    for (const rule of rules.filter(({ path }) => matches(path, pathname))) {
      for (const name of rule.dropped) delete headers[name];
      Object.assign(headers, rule.headers);
    }
    return headers;
  };
}
