import { join } from 'node:path';
import { imageCreditsSchema, type PhotoCaption, type PictureCredit } from '../../src/content/image-credits-schema.ts';
import { CONTENT_ROOT, type ContentSource, dataOf, validateFile } from '../content/read.ts';

export const IMAGE_CREDITS_FILE = join(CONTENT_ROOT, 'image-credits.yaml');

/** The picture records (src/content/image-credits.yaml), checked: a bad one stops the compile naming its place. */
export const readImageCredits = (file = IMAGE_CREDITS_FILE, source: ContentSource = {}) =>
  validateFile(imageCreditsSchema, dataOf(file, source), file);

/** Only what a photo's caption shows: the whole record (its source, its changes) is for the credits list. */
export const photoCaptions = (pictures: PictureCredit[]): PhotoCaption[] =>
  pictures.map(({ file, place, author, licence }) => ({ file, place, author, licence }));
