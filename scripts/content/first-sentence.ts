import { parseFragment } from 'parse5';

type Node = { nodeName: string; value?: string; childNodes?: Node[] };

const textOf = (node: Node): string =>
  node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join('');

/**
 * The first sentence of a day's first paragraph, as plain text: what the closed day says under its title. A
 * sentence ends at . ! ? followed by a space, or at 。！？ (Chinese needs no space).
 */
export function firstSentence(html: string): string {
  const paragraph = (parseFragment(html) as Node).childNodes?.find((node) => node.nodeName === 'p');
  const text = paragraph ? textOf(paragraph).replace(/\s+/g, ' ').trim() : '';
  return text.match(/^.+?(?:[.!?](?=\s|$)|[。！？])/u)?.[0] ?? text;
}
