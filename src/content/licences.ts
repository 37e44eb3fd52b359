// Apart from the credits' schema: captions need these, and the page should not carry the validator to show them.

/** The licences a picture on the site may have (docs/editing-content.md, "Pictures"), each with its own page. */
export const LICENCE_URLS = {
  'Public domain': 'https://creativecommons.org/publicdomain/mark/1.0/',
  'CC0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  'CC BY 2.0': 'https://creativecommons.org/licenses/by/2.0/',
  'CC BY 2.5': 'https://creativecommons.org/licenses/by/2.5/',
  'CC BY 3.0': 'https://creativecommons.org/licenses/by/3.0/',
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC BY-SA 2.0': 'https://creativecommons.org/licenses/by-sa/2.0/',
  'CC BY-SA 2.5': 'https://creativecommons.org/licenses/by-sa/2.5/',
  'CC BY-SA 3.0': 'https://creativecommons.org/licenses/by-sa/3.0/',
  'CC BY-SA 4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  Unsplash: 'https://unsplash.com/license',
  Pexels: 'https://www.pexels.com/license/',
} as const;
export type Licence = keyof typeof LICENCE_URLS;

export const licenceUrl = (licence: Licence) => LICENCE_URLS[licence];

/** A licence that asks for the author and licence beside the picture (CC BY, CC BY-SA). */
export const needsAttribution = (licence: Licence) => licence.startsWith('CC BY');
