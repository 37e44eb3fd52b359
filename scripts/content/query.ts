/**
 * How code asks for content: `<collection>/<entry>/index.en.md?facts` (the entry's facts, scripts/content/layout.ts),
 * `?entry=<lang>` (the
 * whole entry in a language) and `?entry=<lang>&fields=a,b` (only those fields), built at build time by
 * scripts/content/content-plugin.ts. The one reader of that convention, for the build and the browser alike.
 */
export interface ContentQuery {
  /** The file imported, without its query. */
  file: string;
  /** The entry's folder (`sinai` for `blog/sinai/index.en.md`); '' for a glob key of a one-entry collection. */
  entry: string;
  /** `?facts`. */
  facts: boolean;
  /** The language of `?entry=<lang>`. */
  lang?: string;
  /** The fields of `&fields=a,b`. */
  fields?: string[];
}

export function parseContentQuery(id: string): ContentQuery {
  const at = id.indexOf('?');
  const file = at < 0 ? id : id.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : id.slice(at + 1));
  const entry = /([^/]+)\/index\.en\.md$/.exec(file.replace(/^\.\//, ''))?.[1] ?? '';
  const fields = params.get('fields')?.split(',');
  return { file, entry, facts: params.has('facts'), lang: params.get('entry') ?? undefined, fields };
}

/** Whether `id` imports a content collection's entry (rather than the YAML file itself). */
export const isContentQuery = (id: string) =>
  /\/index\.en\.md\?/.test(id) && (/[?&]facts$/.test(id) || /[?&]entry=/.test(id));
