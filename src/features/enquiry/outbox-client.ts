/** Everything the page needs from the outbox, loaded on demand so first paint does not wait for it. */
export { discard, listEntries, retry } from './core';
export { outboxScheduler } from './delivery';
export { requestBackgroundSync, startOutboxSync } from './outbox-sync';
export { submitEnquiry } from './submit-enquiry';
