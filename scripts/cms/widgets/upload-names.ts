/** The file extensions the site shows pictures from (scripts/cms/fields.ts lists them). */
const PICTURE = /\.(jpe?g|png|webp|svg)$/i;

/**
 * The name a picture is saved under, in the one form the site accepts (small letters, digits, hyphens):
 * "Galilee Boat (2).JPG" → "galilee-boat-2.jpg", "IMG_2034.jpeg" → "img-2034.jpeg". A name with no such letters
 * ("加利利.jpg") is named from the day and time it is uploaded. Other files keep their name.
 */
export function pictureFileName(name: string, now = new Date()): string {
  const extension = PICTURE.exec(name)?.[1];
  if (!extension) return name;
  const stem = name
    .slice(0, -extension.length - 1)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const stamp = now.toISOString().slice(0, 19).replace(/\D/g, '');
  return `${stem || `picture-${stamp}`}.${extension.toLowerCase()}`;
}

/**
 * Renames a picture as it is chosen for upload, before Decap takes it: Decap only lowercases a name and keeps
 * spaces' replacements, underscores and dots, which the site then refused on Publish.
 */
export function nameUploadsAsTheSiteNeeds() {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
      const renamed = new DataTransfer();
      let changed = false;
      for (const file of input.files) {
        const name = pictureFileName(file.name);
        changed ||= name !== file.name;
        renamed.items.add(name === file.name ? file : new File([file], name, { type: file.type }));
      }
      if (changed) input.files = renamed.files;
    },
    { capture: true },
  );
}
