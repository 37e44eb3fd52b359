/**
 * Where Chinese headings may start a new line, worked out at build time by BudouX (scripts/build/phrases.ts) and
 * rendered as `<wbr>` (src/shared/ui/phrased.tsx): the text itself stays plain, so copying it copies no invisible
 * characters. Keyed by the text; the offsets are where a line may break.
 */
export type PhraseBreaks = Record<string, number[]>;

/**
 * A language's phrase breaks as the compile ships them (generated/phrases/<lang>.json): the UI strings' breaks in
 * the order of `hanMessageTexts` (src/shared/i18n/phrase-table.ts; their texts are in the messages already,
 * shipping them twice cost about 5 KB gzip on every page), and the content headings' breaks by text.
 */
export interface ShippedBreaks {
  messages: number[][];
  headings: PhraseBreaks;
}

/**
 * The breaks of `text`: its own when the build saw it whole; otherwise those of the texts it contains (a UI
 * string's words around a value such as a date or a count), longest first, never overlapping.
 */
export function breaksIn(text: string, table: PhraseBreaks): number[] {
  const own = table[text];
  if (own !== undefined) return own;
  const breaks: number[] = [];
  const taken: boolean[] = [];
  const parts = Object.keys(table)
    .filter((part) => (table[part]?.length ?? 0) > 0 && text.includes(part))
    .sort((a, b) => b.length - a.length);
  for (const part of parts) {
    const at = text.indexOf(part);
    if (taken.slice(at, at + part.length).some(Boolean)) continue;
    for (let index = at; index < at + part.length; index++) taken[index] = true;
    for (const offset of table[part] ?? []) breaks.push(at + offset);
  }
  return breaks.sort((a, b) => a - b);
}

/** `text` cut at `breaks`: the runs a heading shows with a `<wbr>` between each. */
export function splitAt(text: string, breaks: readonly number[]): string[] {
  const edges = [0, ...breaks, text.length];
  return edges.slice(1).map((end, index) => text.slice(edges[index], end));
}
