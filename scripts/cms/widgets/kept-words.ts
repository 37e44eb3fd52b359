import { type Immutable, type Store, whenStoreReady } from './store.ts';

const entryOf = (draft: Immutable) => draft.get('entry') as Immutable | undefined;
/** No entry in the form yet (Decap's empty draft, before the entry arrives or after the form is closed). */
const isEmpty = (entry: Immutable | undefined) => !entry?.get('collection');

/** The form was just filled with the words kept on this computer ("Bring them back?" answered OK). */
const wasBroughtBack = (before: Immutable, now: Immutable) =>
  Boolean(before.get('localBackup')) &&
  !now.get('localBackup') &&
  now.get('hasChanged') === true &&
  before.get('key') !== now.get('key');

/** The form was drawn afresh from the saved entry (or as a new, empty one) for the entry `words` were kept for. */
const drawnAfreshFor = (words: Immutable, now: Immutable) => {
  const entry = entryOf(now);
  return (
    Boolean(entry) &&
    now.get('hasChanged') === false &&
    entry?.get('collection') === words.get('collection') &&
    entry?.get('slug') === words.get('slug')
  );
};

function putBack(store: Store, words: Immutable) {
  // Decap's own two steps for "Bring them back?" → OK, dispatched together so the question is not asked again.
  store.dispatch({ type: 'DRAFT_LOCAL_BACKUP_RETRIEVED', payload: { entry: words.toJS() } });
  store.dispatch({ type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP', payload: undefined });
}

/**
 * "Bring them back?" then OK brought nothing back when the words kept on this computer were found before the saved
 * entry had arrived: Decap's editor asks for both at once, fills the form with the kept words, then fills it again
 * with the entry as it arrives. Words brought back before their entry arrived are put back once it has.
 */
export function keepWordsBroughtBack() {
  whenStoreReady((store) => {
    let before = store.getState().entryDraft;
    let waiting: Immutable | undefined;
    store.subscribe(() => {
      const now = store.getState().entryDraft;
      if (now === before) return;
      const previous = before;
      before = now;
      if (wasBroughtBack(previous, now)) {
        waiting = isEmpty(entryOf(previous)) ? entryOf(now) : undefined;
      } else if (waiting && isEmpty(entryOf(now))) {
        waiting = undefined; // the form was closed
      } else if (waiting && drawnAfreshFor(waiting, now)) {
        const words = waiting;
        waiting = undefined;
        putBack(store, words);
      }
    });
  });
}
