import { useCallback, useEffect, useState } from 'react';
import { listenToOutbox } from './core/outbox-channel';
import type { OutboxEntry } from './core/outbox-entry';
import { loadOutboxClient } from './load-outbox-client';

/** The enquiries waiting in this browser's outbox, kept current as any tab or the worker changes them. */
export function useOutboxEntries() {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);

  const refresh = useCallback(async () => {
    const client = await loadOutboxClient();
    setEntries(await client.listEntries());
  }, []);

  useEffect(() => {
    const report = (error: unknown) => console.error('Enquiry outbox: could not read it', error);
    refresh().catch(report);
    return listenToOutbox((message) => {
      if (message.type === 'changed') refresh().catch(report);
    });
  }, [refresh]);

  const act = useCallback(
    (action: (client: Awaited<ReturnType<typeof loadOutboxClient>>) => Promise<unknown>) => async () => {
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
      act(async (client) => {
        await client.retry(id); // a failed entry goes back in the queue; a queued one is unchanged
        await client.deliverNow({ force: true });
      })(),
    discard: (id: string) => act((client) => client.discard(id))(),
  };
}
