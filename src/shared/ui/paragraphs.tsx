/** Paragraph text: blank lines separate paragraphs. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className={className}>
          {paragraph.trim()}
        </p>
      ))}
    </>
  );
}
