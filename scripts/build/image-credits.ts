import { imageCreditsSchema } from '../../src/content/image-credits-schema.ts';
import { dataOf, validateFile } from '../content/read.ts';

/** `image-credits.yaml?credits`: the picture records, checked (a bad one fails the build naming its place). */
export const readImageCredits = (file: string) => validateFile(imageCreditsSchema, dataOf(file), file);
