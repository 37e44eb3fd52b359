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

/** The original's own words for search engines and its rating and picture: the copy's are written afresh. */
const OWN_TO_EACH_TOUR = ['seoTitle', 'seoDescription', 'rating', 'image'];

/** Sets field `name` in the English side, and in each other language's side when the field has one per language. */
function setField(store: Store, collection: string, name: string, value: unknown) {
  const field = fieldOf(store, collection, name);
  if (!field) return;
  store.dispatch({ type: 'DRAFT_CHANGE_FIELD', payload: { field, value, metadata: {}, entries: [] } });
  if (field.get('i18n') !== 'translate') return;
  const i18n = (store.getState().collections.getIn([collection, 'i18n']) as Immutable | undefined)?.toJS() as
    | { locales: string[]; default_locale: string }
    | undefined;
  for (const locale of i18n?.locales.filter((each) => each !== i18n.default_locale) ?? []) {
    const side = { currentLocale: locale, defaultLocale: i18n?.default_locale, locales: i18n?.locales };
    store.dispatch({ type: 'DRAFT_CHANGE_FIELD', payload: { field, value, metadata: {}, entries: [], i18n: side } });
  }
}

/**
 * A tour copied with Decap's Duplicate starts with no departures (the original's dates and statuses are not the
 * copy's: "Full" on a season not yet sold), at the end of the list, not before the original on the home page, and
 * with its search title and description, rating and picture empty (the form asks for the copy's own before Publish,
 * so two tours never show search engines the same words), and "Sample departures" unticked.
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
      for (const name of OWN_TO_EACH_TOUR) setField(store, collection, name, '');
      // Its departures are added afresh, as real ones: the original's "these are examples" does not carry over.
      setField(store, collection, 'example', false);
    });
  });
}
