import compiled from '../../generated/photo-captions.json';
import type { PhotoCaption } from './image-credits-schema';
import { isPhoto } from './images';

export type { PhotoCaption };

/** What each photo's caption shows (src/content/image-credits.yaml), checked by the compile: typed as its schema says. */
const captions = compiled as PhotoCaption[];

const nameOf = (file: string) => file.replace(/\.\w+$/, '');

/** The caption of the photo a picture name shows; none while that picture is still a drawing. */
export const photoCaption = (name: string): PhotoCaption | undefined =>
  isPhoto(name) ? captions.find(({ file }) => nameOf(file) === name) : undefined;
