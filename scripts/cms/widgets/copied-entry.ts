import { type Immutable, type Store, whenStoreReady } from './store.ts';

interface ImmutableList extends Immutable {
  size: number;
  clear(): ImmutableList;
  find(test: (item: Immutable) => boolean): Immutable | undefined;
}

/** The collection's field called `name`, as Decap's configuration holds it. */
const fieldOf = (store: Store, collection: string, name: string) =>
  (store.getState().collections.getIn([collection, 'fields']) as ImmutableList | undefined)?.find(
    (field) => field.get('name') === name,
  );

/** The saved entry `draft` is a straight copy of: same collection, same departures and place in the list. */
function originalOf(store: Store, draft: Immutable): Immutable | undefined {
  const entities = store.getState().entries.get('entities') as ImmutableList | undefined;
  const data = draft.get('data') as Immutable;
  return entities?.find(
    (saved) =>
      saved.get('collection') === draft.get('collection') &&
      !saved.get('newRecord') &&
      data.get('order') === saved.getIn(['data', 'order']) &&
      Boolean(data.get('departures')) &&
      (data.get('departures') as Immutable).equals(saved.getIn(['data', 'departures'])),
  );
}

function setField(store: Store, collection: string, name: string, value: unknown) {
  const field = fieldOf(store, collection, name);
  if (field) store.dispatch({ type: 'DRAFT_CHANGE_FIELD', payload: { field, value, metadata: {}, entries: [] } });
}

/**
 * A tour copied with Decap's Duplicate starts with no departures (the original's dates and statuses are not the
 * copy's: "Full" on a season not yet sold) and at the end of the list, not before the original on the home page.
 * Decap copies every field; the copy is recognised as a new entry holding an original's departures and place.
 */
export function startCopiesAfresh() {
  whenStoreReady((store) => {
    let seen: unknown;
    store.subscribe(() => {
      const draft = store.getState().entryDraft.get('entry') as Immutable | undefined;
      if (!draft || draft === seen) return;
      seen = draft;
      if (!draft.get('newRecord') || !originalOf(store, draft)) return;
      const collection = String(draft.get('collection'));
      const departures = draft.getIn(['data', 'departures']) as ImmutableList;
      setField(store, collection, 'departures', departures.clear());
      const last = fieldOf(store, collection, 'order')?.get('default');
      if (typeof last === 'number') setField(store, collection, 'order', last);
    });
  });
}
