/** Artwork by name (SVG stand-ins drawn for this site; drop real photos beside them). */
const urls = import.meta.glob<string>('./*.{svg,jpg,jpeg,png,webp,avif}', {
  query: '?url',
  import: 'default',
  eager: true,
});

export function imageUrl(name: string): string {
  const match = Object.entries(urls).find(([path]) => path.replace(/^\.\/|\.\w+$/g, '') === name);
  if (!match) throw new Error(`No image named "${name}" in src/content/images`);
  return match[1];
}
