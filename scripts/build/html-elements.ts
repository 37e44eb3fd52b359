import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';

export type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Every element of an HTML document (or fragment, `fragment: true`), parsed by parse5 as a browser would. */
export function htmlElements(html: string, { fragment = false } = {}): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      visit(child.tagName === 'template' ? (child as DefaultTreeAdapterMap['template']).content : child);
    }
  };
  visit(fragment ? parseFragment(html) : parse(html));
  return found;
}

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((each) => each.name === name)?.value;

/** An element's text as written in the source (a script's body). */
export const textOf = (element: Element): string =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');
