/** Titles before an English name, left out of the initials (Rev Samuel Lam → SL). */
const TITLE = /^(rev|revd|dr|pastor|mr|mrs|ms)\.?$/i;

/** The first letter of each word of an English name (titles left out), or the first character of a Chinese one. */
const initials = (name: string) =>
  /^[\p{Script=Han}]/u.test(name)
    ? [...name][0]
    : name
        .split(/\s+/)
        .filter((word) => !/\.$/.test(word) && !TITLE.test(word))
        .map((word) => word[0])
        .join('')
        .slice(0, 2);

/**
 * Where a host's portrait will go, until the agency adds it: their initials in an arched window (the shape the
 * portraits take), drawn in the site's clay and gold.
 */
export function HostMonogram({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="relative flex h-24 w-20 shrink-0 items-center justify-center overflow-hidden rounded-b-lg rounded-t-full bg-gradient-to-b from-clay-800 to-clay-900 lg:h-40 lg:w-32"
      data-monogram
    >
      <span className="absolute inset-1.5 rounded-b-md rounded-t-full border border-solid border-gold-400/50" />
      <span className="font-serif text-3xl font-bold tracking-wide text-gold-400 lg:text-4xl">{initials(name)}</span>
    </span>
  );
}
