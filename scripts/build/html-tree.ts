import {
  type DefaultTreeAdapterTypes as Html,
  html,
  parse,
  parseFragment,
  serializeOuter,
  defaultTreeAdapter as tree,
} from 'parse5';

/** The built pages read and changed as trees (parse5), never matched as text. */

export type HtmlNode = Html.Node;
export type HtmlElement = Html.Element;

const isTemplate = (node: HtmlNode): node is Html.Template => tree.isElementNode(node) && node.tagName === 'template';

function childrenOf(node: HtmlNode): HtmlNode[] {
  if (isTemplate(node)) return tree.getTemplateContent(node).childNodes;
  return 'childNodes' in node ? node.childNodes : [];
}

/** Every element under `root` (template contents included), in document order, that `keep` accepts. */
export function elementsIn(root: HtmlNode, keep: (element: HtmlElement) => boolean = () => true): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: HtmlNode) => {
    if (tree.isElementNode(node) && keep(node)) found.push(node);
    for (const child of childrenOf(node)) visit(child);
  };
  visit(root);
  return found;
}

/** The first element named `tagName`, or an error naming what the page lacks. */
export function theElement(root: HtmlNode, tagName: string): HtmlElement {
  const [element] = elementsIn(root, (candidate) => candidate.tagName === tagName);
  if (!element) throw new Error(`The page has no <${tagName}>`);
  return element;
}

export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** The text inside a node, as the browser reads it (entities decoded). */
export function textOf(node: HtmlNode): string {
  return tree.isTextNode(node) ? node.value : childrenOf(node).map(textOf).join('');
}

/** Every element of an HTML or SVG fragment, parsed as a browser would. */
export const fragmentElements = (markup: string): HtmlElement[] => elementsIn(parseFragment(markup));

/** Parses a page, keeping where each element sits in its text (to cut or insert without re-serialising it). */
export const parsePage = (page: string) => parse(page, { sourceCodeLocationInfo: true });

/** The page's text without the elements `drop` picks; the rest stays byte for byte as it was. */
export function withoutElements(page: string, drop: (element: HtmlElement) => boolean): string {
  const cuts = elementsIn(parsePage(page), drop).map((element) => element.sourceCodeLocation);
  let kept = page;
  for (const cut of cuts.reverse()) {
    if (!cut) throw new Error('An element without its place in the page');
    kept = kept.slice(0, cut.startOffset) + kept.slice(cut.endOffset);
  }
  return kept;
}

/** The page's text with `element` written at the end of its first `<tagName>`, the rest unchanged. */
export function appendedTo(page: string, tagName: string, element: HtmlElement): string {
  const end = theElement(parsePage(page), tagName).sourceCodeLocation?.endTag?.startOffset;
  if (end === undefined) throw new Error(`The page's <${tagName}> has no end tag`);
  return page.slice(0, end) + serializeOuter(element) + page.slice(end);
}

/** A new `<template>` with these attributes, holding `children` (moved from where they were). */
export function templateOf(attributes: Record<string, string>, children: readonly Html.ChildNode[]): Html.Template {
  const attrs = Object.entries(attributes).map(([name, value]) => ({ name, value }));
  const template = tree.createElement('template', html.NS.HTML, attrs) as Html.Template;
  const content = tree.createDocumentFragment();
  tree.setTemplateContent(template, content);
  for (const child of [...children]) {
    tree.detachNode(child);
    tree.appendChild(content, child);
  }
  return template;
}
