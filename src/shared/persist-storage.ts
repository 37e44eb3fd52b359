let requested = false;

/**
 * Asks the browser not to evict this site's storage (the enquiry outbox, the offline pages). Once per page
 * life; a refusal is fine and only logged.
 */
export async function requestPersistentStorage(): Promise<void> {
  if (requested || !navigator.storage?.persist) return;
  requested = true;
  try {
    if (await navigator.storage.persisted()) return;
    const granted = await navigator.storage.persist();
    if (!granted) console.info('Persistent storage was not granted; saved data may be evicted under pressure');
  } catch (error) {
    console.warn('Persistent storage request failed', error);
  }
}
