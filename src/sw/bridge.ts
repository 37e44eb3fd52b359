/// <reference lib="webworker" />
import { isLang, type Lang } from '../config/languages';
import { OUTBOX_SYNC_TAG, type PageToWorkerMessage } from '../shared/sw-bridge/messages';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

interface PageRequests {
  /** A page asked to keep its language's blog articles for offline reading. */
  keepArticles(lang: Lang, event: ExtendableEvent): Promise<void>;
  /** Background Sync fired: send what is due; rejecting makes the browser fire it again later. */
  flushOutbox(): Promise<void>;
}

/** The worker's side of the page↔worker bridge: every message and sync a page sends arrives here. */
export function answerPages({ keepArticles, flushOutbox }: PageRequests): void {
  self.addEventListener('message', (event) => {
    const message = event.data as Partial<PageToWorkerMessage> | null;
    if (message?.type === 'KEEP_ARTICLES' && isLang(message.lang)) event.waitUntil(keepArticles(message.lang, event));
    if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(flushOutbox());
  });
}
