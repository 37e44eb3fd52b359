/** A medal on a ribbon, drawn in the text's colour: every device shows it, unlike an emoji. */
export function AwardIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M8 2h8l-2 7h-4z" strokeLinejoin="round" />
      <circle cx="12" cy="15" r="6" />
      <path
        d="m12 12 .9 1.9 2.1.3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1-1.5-1.4 2.1-.3z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}
