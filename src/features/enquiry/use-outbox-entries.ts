import { useCallback, useEffect, useRef, useState } from 'react';
import { afterHydration } from '../../shared/hydration';
import { listenToOutbox } from './core/outbox-channel';
import type { OutboxEntry } from './core/outbox-entry';
import { loadOutboxClient, type OutboxClient } from './load-outbox-client';

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
