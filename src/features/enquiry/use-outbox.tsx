import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { afterHydration } from '../../shared/hydration';
import { useT } from '../../shared/i18n/use-t';
import { listenToOutbox } from '../../shared/sw-bridge/page';
import { whenIdle } from '../../shared/when-idle';
import type { OutboxEntry } from './core/schema';
import { REPLY_TIME } from './reply-time';

/** The outbox code is split from the page bundle: it is needed only after first paint. */
export const loadOutboxClient = () => import('./outbox-client');
type OutboxClient = Awaited<ReturnType<typeof loadOutboxClient>>;

type ToastKind = 'success' | 'error' | 'info';

const DURATION_MS = 5000;
const LONG_DURATION_MS = 10_000;

/** One toast at a time for the enquiry's outcome: a new outcome replaces the last, never stacks beside it. */
const OUTCOME_TOAST_ID = 'enquiry-outcome';

/** A toast with a bold title and a sentence; errors and saved notices stay longer. */
export function showEnquiryToast(kind: ToastKind, title: string, text: string) {
  const body = (
    <span className="block">
      <strong className="block">{title}</strong>
      <span className="block text-sm">{text}</span>
    </span>
  );
  const options = { id: OUTCOME_TOAST_ID, duration: kind === 'success' ? DURATION_MS : LONG_DURATION_MS };
  if (kind === 'success') return toast.success(body, options);
  if (kind === 'error') return toast.error(body, options);
  return toast(body, options);
}

/** The enquiries waiting in this browser's outbox, kept current as any tab or the worker changes them. */
export function useOutboxEntries() {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const latestRead = useRef(0);

  // Reads can overlap (changes come from every tab); only the newest one is shown.
  const refresh = useCallback(async () => {
    const read = ++latestRead.current;
    const client = await loadOutboxClient();
    const current = await client.listEntries();
    if (read === latestRead.current) setEntries(current);
  }, []);

  // Read (and so fetch the outbox code) just after hydration: not during start-up, yet at once, because
  // the form needs that code even if the connection drops a moment after the page opens.
  useEffect(() => {
    const report = (error: unknown) => console.error('Enquiry outbox: could not read it', error);
    const cancel = afterHydration(() => refresh().catch(report));
    const stopListening = listenToOutbox((message) => {
      if (message.type === 'changed') refresh().catch(report);
    });
    return () => {
      cancel();
      stopListening();
    };
  }, [refresh]);

  /** Runs an action on the outbox, logs a failure, and shows the list as it now is either way. */
  const run = useCallback(
    async (action: (client: OutboxClient) => Promise<unknown>) => {
      try {
        await action(await loadOutboxClient());
      } catch (error) {
        console.error('Enquiry outbox: action failed', error);
      }
      await refresh();
    },
    [refresh],
  );

  return {
    entries,
    sendNow: (id: string) =>
      run(async (client) => {
        await client.retry(id); // a failed entry goes back in the queue; a queued one is unchanged
        await client.outboxScheduler().attemptNow();
      }),
    discard: (id: string) => run((client) => client.discard(id)),
  };
}

/** Every page delivers waiting enquiries (starting once the page is idle) and tells the visitor, in this tab's language, when one has gone. */
export function useOutboxSync() {
  const t = useT();

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelIdle = () => {};
    let unmounted = false;
    // The code loads in the task just after the page has hydrated (not before: start-up stays small), so a visitor
    // who loses the connection a moment later can still queue an enquiry; delivering waiting ones starts when idle.
    const cancelLoad = afterHydration(() =>
      loadOutboxClient()
        .then((client) => {
          if (!unmounted) cancelIdle = whenIdle(() => (stop = client.startOutboxSync()));
        })
        .catch((error: unknown) => console.error('Enquiry outbox: could not start', error)),
    );
    return () => {
      unmounted = true;
      cancelLoad();
      cancelIdle();
      stop?.();
    };
  }, []);

  useEffect(
    () =>
      listenToOutbox((message) => {
        if (message.type !== 'delivered') return;
        for (const { ref } of message.enquiries) {
          showEnquiryToast(
            'success',
            t('enquiry.toast.deliveredTitle'),
            t('enquiry.toast.deliveredText', { ref, ...REPLY_TIME }),
          );
        }
      }),
    [t],
  );
}
