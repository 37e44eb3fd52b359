/** The few storage operations the outbox and the rate limit need; IndexedDB in the app, a Map in tests. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, unknown][]>;
  /** Read, change and write one key as a single step; `updater` must be synchronous. */
  update(key: string, updater: (old: unknown) => unknown): Promise<void>;
}

/** Values are copied in and out, as IndexedDB does, so callers cannot change what is stored by mutating it. */
export function memoryKeyValueStore(initial: Iterable<[string, unknown]> = []): KeyValueStore {
  const map = new Map<string, unknown>([...initial].map(([key, value]) => [key, structuredClone(value)]));
  return {
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
    entries: async () => [...map].map(([key, value]) => [key, structuredClone(value)]),
    update: async (key, updater) => {
      map.set(key, structuredClone(updater(structuredClone(map.get(key)))));
    },
  };
}
