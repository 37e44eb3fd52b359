// @ts-expect-error the package ships no types; the module is a plain object of phrases
import en from 'decap-cms-locales/dist/esm/en/index.js';

type Phrases = { [key: string]: string | Phrases };

/** The toast for a refused save; first-problem.ts puts the field's own message in its place. */
export const NOT_SAVED = 'Not saved yet: a field needs changing. Its message, in red, is now on screen.';

/** Decap's own words where they are technical; the rest of its English stays as it is. */
const PLAIN: Phrases = {
  app: { header: { quickAdd: 'New' } },
  editor: {
    editorControlPane: {
      widget: {
        required: '%{fieldLabel}: please fill this in (it cannot be left empty).',
        regexPattern: '%{fieldLabel}: %{pattern}',
      },
      // The language's name is put in by language-names.ts (Decap shows its code, "EN").
      i18n: {
        writingInLocale: 'Language: %{locale}',
        copyFromLocale: 'Copy the words from the other language',
        copyFromLocaleConfirm:
          'Fill this side with the words from the other language? What this side holds now is replaced.',
      },
    },
    editor: {
      confirmLoadBackup:
        'Changes to this page that were not saved were kept on this computer. Bring them back? (Cancel starts from the page as it was saved.)',
    },
    editorToolbar: {
      // The link back to the list above the form ("Writing in Tours collection").
      backCollection: ' Back to the list: %{collectionLabel}',
      unsavedChanges: 'Not saved yet',
      changesSaved: 'Saved',
      draft: 'Not published yet',
      deployPreviewPendingButtonLabel: 'Is the preview ready?',
      deployPreviewButtonLabel: 'Open the preview',
      deployButtonLabel: 'Open the site',
    },
    editorWidgets: { markdown: { richText: 'Formatted', markdown: 'Plain text' } },
  },
  collection: {
    collectionTop: {
      newButtonAriaLabel: 'Write a new %{collectionLabel}',
      searchResults: 'Found for “%{searchTerm}”',
      searchResultsInCollection: 'Found for “%{searchTerm}” in %{collection}',
    },
    sidebar: { collections: 'What to edit', allCollections: 'Everywhere', searchAll: 'Search everywhere' },
    entries: { noEntries: 'Nothing here yet', loadingEntries: 'Loading…' },
  },
  ui: {
    toast: {
      missingRequiredField: NOT_SAVED,
    },
  },
  mediaLibrary: {
    // The picture's own name is what a picture field shows; copying names and web addresses is a developer's need.
    mediaLibraryCard: {
      copy: 'Copy the name',
      copyUrl: 'Copy its web address',
      copyPath: 'Copy the name with its folder',
      copyName: 'Copy the picture’s name',
      draft: 'Not saved yet',
    },
    mediaLibraryModal: { mediaAssets: 'Pictures and files', chooseSelected: 'Use the chosen picture' },
  },
};

function merged(base: Phrases, changes: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const inner = base[key];
    result[key] = typeof value === 'string' || typeof inner !== 'object' ? value : merged(inner, value);
  }
  return result;
}

export const EDITOR_WORDS = merged(en as Phrases, PLAIN);
