import { CMS, type ImmutableMap } from './decap.ts';
import { decapStore } from './store.ts';

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
