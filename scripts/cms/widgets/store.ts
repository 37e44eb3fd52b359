/** Decap's Redux store, reached through its root component, for what its public API does not offer. */

/** An Immutable.js value as the store holds it. */
export interface Immutable {
  get(key: string | number, fallback?: unknown): unknown;
  getIn(path: (string | number)[]): unknown;
  equals(other: unknown): boolean;
  toJS(): unknown;
}

export interface Store {
  dispatch(action: { type: string; payload: unknown }): void;
  getState(): { entryDraft: Immutable; collections: Immutable; entries: Immutable };
  subscribe(listener: () => void): () => void;
}

type Fiber = { memoizedProps?: { store?: Store }; child?: Fiber | null; sibling?: Fiber | null };

/** Decap's Redux store, as its root component (react-redux's Provider) holds it; undefined before Decap has drawn. */
export function decapStore(): Store | undefined {
  const root = document.getElementById('nc-root') as (HTMLElement & Record<string, Fiber>) | null;
  const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  const pending: Fiber[] = key && root ? [root[key] as Fiber] : [];
  for (let visited = 0; pending.length > 0 && visited < 500; visited += 1) {
    const fiber = pending.shift() as Fiber;
    const store = fiber.memoizedProps?.store;
    if (store && typeof store.dispatch === 'function') return store;
    if (fiber.child) pending.push(fiber.child);
    if (fiber.sibling) pending.push(fiber.sibling);
  }
  return undefined;
}

/** Calls `use` with the store once Decap has drawn its root (it draws after the configuration has loaded). */
export function whenStoreReady(use: (store: Store) => void) {
  const store = decapStore();
  if (store) return use(store);
  setTimeout(() => whenStoreReady(use), 50); // soon enough to see the editor's first entry arrive
}
