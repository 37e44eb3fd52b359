// @ts-expect-error the package ships no types; the module is a plain object of phrases
import en from 'decap-cms-locales/dist/esm/en/index.js';

type Phrases = { [key: string]: string | Phrases };

/** Decap's own words where they are technical; the rest of its English stays as it is. */
const PLAIN: Phrases = {
  app: { header: { quickAdd: 'New' } },
  editor: {
    editorControlPane: { i18n: { writingInLocale: 'Language: %{locale}' } },
    editor: {
      confirmLoadBackup:
        'Changes to this page that were not saved were kept on this computer. Bring them back? (Cancel starts from the page as it was saved.)',
    },
    editorWidgets: { markdown: { richText: 'Formatted', markdown: 'Plain text with marks' } },
  },
  ui: {
    toast: {
      missingRequiredField: 'Not saved yet: a field needs changing. Its message, in red, is now on screen.',
    },
  },
  mediaLibrary: {
    mediaLibraryCard: { copyPath: 'Copy file name with folder' },
    mediaLibraryModal: { mediaAssets: 'Pictures and files' },
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
