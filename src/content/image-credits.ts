import credits from './image-credits.yaml?credits';
import type { PictureCredit } from './image-credits-schema';
import { isPhoto } from './images';
import { LICENCE_URLS, type Licence, needsAttribution } from './licences';

export type { Licence, PictureCredit };
export { needsAttribution };

/** Every photo's record (src/content/image-credits.yaml), in the order the file lists them. */
export const pictureCredits: PictureCredit[] = credits.pictures;

export const licenceUrl = (licence: Licence) => LICENCE_URLS[licence];

const nameOf = (file: string) => file.replace(/\.\w+$/, '');

/** The record of the photo a picture name shows; none while that picture is still a drawing. */
export const photoCredit = (name: string) =>
  isPhoto(name) ? pictureCredits.find(({ file }) => nameOf(file) === name) : undefined;
