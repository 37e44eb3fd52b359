// Where enquiries go, chosen at build time; small on purpose: the form's HTML names it before the outbox loads.
import { resolveEndpoint } from './service';

/** With nothing set, the local relay (development and tests); see resolveEndpoint. */
export const FORM_SERVICE = resolveEndpoint({
  endpoint: import.meta.env.VITE_FORM_ENDPOINT,
  accessKey: import.meta.env.VITE_FORM_ACCESS_KEY,
});

/** Web3Forms' honeypot: a box no person sees, so a ticked one means a bot filled in the form. */
export const BOTCHECK_FIELD = 'botcheck';
