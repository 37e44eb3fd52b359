import { toHtml } from 'hast-util-to-html';
import type { Blockquote, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { toString as plainText } from 'mdast-util-to-string';
import { type AllowList, sanitize } from './sanitize.ts';

/** A stretch of Markdown under one `## ` heading (the lead has none): its HTML, plain text and closing quote. */
export interface MarkdownSection {
  title: string;
  html: string;
  text: string;
  /** A section ending in a quote whose last line starts with "— " (a Bible verse and its reference). */
  quote?: { text: string; cite: string };
}

const CITE = /^[—–-]\s*/;

function closingQuote(nodes: RootContent[]): MarkdownSection['quote'] {
  const last = nodes.at(-1);
  if (last?.type !== 'blockquote') return undefined;
  const lines = (last as Blockquote).children.map((child) => plainText(child).trim());
  const cite = lines.at(-1) ?? '';
  if (lines.length < 2 || !CITE.test(cite)) return undefined;
  nodes.pop();
  return { text: lines.slice(0, -1).join(' '), cite: cite.replace(CITE, '') };
}

/** Markdown the parser did not take (e.g. `**` beside Chinese punctuation): it would show as typed. */
const LEFTOVER_MARKDOWN = /\*\*|__|(?:^|\n)\s*#{1,6}\s|##/;

export class LeftoverMarkdownError extends Error {}

function section(title: string, nodes: RootContent[], allow: AllowList, quotes: boolean): MarkdownSection {
  const quote = quotes ? closingQuote(nodes) : undefined;
  const root: Root = { type: 'root', children: nodes };
  const leftover = [title, plainText(root)].find((text) => LEFTOVER_MARKDOWN.test(text));
  if (leftover !== undefined) {
    const [near = ''] = /.{0,20}(?:\*\*|__|##).{0,20}/.exec(leftover) ?? [];
    throw new LeftoverMarkdownError(
      `Markdown shown as typed, near "${near.trim()}" (write **bold** beside spaces or letters)`,
    );
  }
  const html = sanitize(toHtml(toHast(root)), allow);
  return { title, html, text: plainText(root), ...(quote ? { quote } : {}) };
}

/**
 * Markdown split at its `## ` headings, each part rendered to HTML and sanitised with `allow`.
 * With `quotes`, a closing "> verse / > — reference" quote is taken out of a section's HTML as its `quote`.
 */
export function markdownSections(markdown: string, allow: AllowList, quotes = false) {
  const groups: { title: string; nodes: RootContent[] }[] = [{ title: '', nodes: [] }];
  for (const node of fromMarkdown(markdown).children) {
    if (node.type === 'heading' && node.depth === 2) groups.push({ title: plainText(node).trim(), nodes: [] });
    else groups.at(-1)?.nodes.push(node);
  }
  const [lead, ...sections] = groups.map((group) => section(group.title, group.nodes, allow, quotes));
  return { lead: lead as MarkdownSection, sections };
}
