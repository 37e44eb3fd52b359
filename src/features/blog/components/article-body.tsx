import type { ReactNode } from 'react';

type Block = { kind: 'h2' | 'h3' | 'p' | 'quote'; text: string } | { kind: 'list'; items: string[] };

/** Parses the content's markdown subset: `## `, `### `, `- ` lines, `> ` lines, paragraphs. */
export function parseBlocks(body: string): Block[] {
  return body
    .trim()
    .split(/\n\s*\n/)
    .map((chunk): Block => {
      const lines = chunk
        .trim()
        .split('\n')
        .map((line) => line.trim());
      const first = lines[0] ?? '';
      if (first.startsWith('### ')) return { kind: 'h3', text: first.slice(4) };
      if (first.startsWith('## ')) return { kind: 'h2', text: first.slice(3) };
      if (lines.every((line) => line.startsWith('- ')))
        return { kind: 'list', items: lines.map((line) => line.slice(2)) };
      if (lines.every((line) => line.startsWith('>')))
        return { kind: 'quote', text: lines.map((line) => line.replace(/^>\s?/, '')).join(' ') };
      return { kind: 'p', text: lines.join(' ') };
    });
}

function render(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'h2':
      return (
        <h2 key={key} className="heading-3 mt-10">
          {block.text}
        </h2>
      );
    case 'h3':
      return (
        <h3 key={key} className="mt-6 text-lg font-semibold text-ink-900">
          {block.text}
        </h3>
      );
    case 'list':
      return (
        <ul key={key} className="mt-4 list-disc space-y-1 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <blockquote
          key={key}
          className="mt-6 border-l-4 border-solid border-gold-500 bg-sand-100 p-4 font-serif italic"
        >
          {block.text}
        </blockquote>
      );
    default:
      return (
        <p key={key} className="mt-4">
          {block.text}
        </p>
      );
  }
}

/** Groups blocks into chapters, each starting at a `## ` heading (the opening lines form their own). */
function chapters(blocks: Block[]): Block[][] {
  const grouped: Block[][] = [];
  for (const block of blocks) {
    const current = grouped.at(-1);
    if (!current || block.kind === 'h2') grouped.push([block]);
    else current.push(block);
  }
  return grouped;
}

export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="text-lg leading-relaxed text-ink-800">
      {chapters(parseBlocks(body)).map((chapter, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: chapters never reorder
        <section key={index} data-chapter>
          {chapter.map(render)}
        </section>
      ))}
    </div>
  );
}
