import { CMS, type ImmutableMap } from './decap.ts';

interface Store {
  dispatch(action: { type: string; payload: unknown }): void;
}

type Fiber = { memoizedProps?: { store?: Store }; child?: Fiber | null; sibling?: Fiber | null };

/** Decap's Redux store, as its root component (react-redux's Provider) holds it. */
function decapStore(): Store | undefined {
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

/**
 * After a save, Decap still compares the form with the entry as it was loaded, so typing the saved-before value
 * back (after the build refused a change) counted as "no change": "Changes saved", and no Publish until a reload.
 * The saved entry becomes the one the form is compared with.
 */
export function compareWithSavedEntry() {
  CMS.registerEventListener({
    name: 'postSave',
    handler: ({ entry }: { entry: ImmutableMap & { toJS(): Record<string, unknown> } }) => {
      const saved = entry.toJS();
      if (!saved.slug || saved.newRecord) return; // a new entry is loaded afresh once saved
      delete saved.isPersisting;
      decapStore()?.dispatch({ type: 'ENTRY_SUCCESS', payload: { collection: saved.collection, entry: saved } });
    },
  });
}
