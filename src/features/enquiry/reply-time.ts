import { SITE } from '../../content/site';

/** The values every "we will reply within … hours" message reads (site.json: `replyWithinHours`). */
export const REPLY_TIME = { replyHours: SITE.replyWithinHours } as const;
