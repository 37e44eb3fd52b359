import captions from './image-credits.yaml?captions';
import type { PhotoCaption } from './image-credits-schema';
import { isPhoto } from './images';

export type { PhotoCaption };

const nameOf = (file: string) => file.replace(/\.\w+$/, '');

/** The caption of the photo a picture name shows; none while that picture is still a drawing. */
export const photoCaption = (name: string): PhotoCaption | undefined =>
  isPhoto(name) ? captions.pictures.find(({ file }) => nameOf(file) === name) : undefined;
