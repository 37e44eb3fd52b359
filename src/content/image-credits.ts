import credits from './image-credits.yaml?credits';
import type { PictureCredit } from './image-credits-schema';
import { type Licence, licenceUrl, needsAttribution } from './licences';

export type { Licence, PictureCredit };
export { licenceUrl, needsAttribution };

/** Every photo's record (src/content/image-credits.yaml), in the order the file lists them. */
export const pictureCredits: PictureCredit[] = credits.pictures;

