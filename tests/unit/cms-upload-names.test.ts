// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pictureFileName } from '../../scripts/cms/widgets/upload-names';

// The rule the site's picture fields hold a name to (scripts/cms/fields.ts, the content schemas' `image`).
const ACCEPTED = /^[a-z0-9-]+\.(svg|jpe?g|png|webp)$/;

describe('a picture uploaded in the editor is named as the site accepts it', () => {
  it.each(['Galilee Boat (2).JPG', 'IMG_2034.jpeg', 'Pèlerinage à Pétra.png', '加利利.jpg', '--Dawn..on.Sinai--.webp'])(
    '%s',
    (name) => {
      expect(pictureFileName(name, new Date('2027-03-08T09:30:00Z'))).toMatch(ACCEPTED);
    },
  );

  it('keeps the words of the name and a name already accepted as it is', () => {
    expect(pictureFileName('Galilee Boat (2).JPG')).toBe('galilee-boat-2.jpg');
    expect(pictureFileName('office-team.jpg')).toBe('office-team.jpg');
  });

  it('leaves a file that is not a picture alone', () => {
    expect(pictureFileName('Brochure 2027.pdf')).toBe('Brochure 2027.pdf');
  });
});
