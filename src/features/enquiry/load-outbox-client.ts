/** The outbox code is split from the page bundle: it is needed only after first paint. */
export const loadOutboxClient = () => import('./outbox-client');
export type OutboxClient = Awaited<ReturnType<typeof loadOutboxClient>>;
