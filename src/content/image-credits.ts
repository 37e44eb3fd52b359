import credits from '../../generated/image-credits.json';
import type { PictureCredit } from './image-credits-schema';
import { type Licence, licenceUrl, needsAttribution } from './licences';

export type { Licence, PictureCredit };
export { licenceUrl, needsAttribution };

/**
 * Every photo's record (src/content/image-credits.yaml), in the order the file lists them: checked against its
 * schema by the compile, so typed as the schema says.
 */
export const pictureCredits = credits as PictureCredit[];

