/** Built assets fetched but not precached (blog article bodies, photos), kept once fetched. */
export const ASSETS_CACHE = 'assets-v1';
