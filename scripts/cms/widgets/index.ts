import { LANGUAGES, SOURCE_LANG } from '../../../src/config/languages.ts';
import { FRONT_MATTER_FORMAT, fromFile, toFile } from '../front-matter.ts';
import { BothLanguagesControl, BothLanguagesPreview } from './both-languages.ts';
import { confirmBeforeRemoving } from './confirm-removal.ts';
import { startCopiesAfresh } from './copied-entry.ts';
import { DateControl, DatePreview } from './date-widget.ts';
import { CMS } from './decap.ts';
import { EDITOR_WORDS } from './editor-words.ts';
import { showFirstProblemAfterPublish } from './first-problem.ts';
import { keepWordsBroughtBack } from './kept-words.ts';
import { showLanguageNames } from './language-names.ts';
import { showListLinesInWords } from './list-lines.ts';
import { PageAddressControl, PageAddressPreview } from './page-address.ts';
import { PictureControl, PicturePreview } from './picture.ts';
import { registerPreviews } from './preview.ts';
import { PriceControl, PricePreview } from './price-widget.ts';
import { compareWithSavedEntry } from './saved-entry.ts';
import { openTypedFormsAfresh } from './typed-address.ts';
import { nameUploadsAsTheSiteNeeds } from './upload-names.ts';

declare const PREVIEW_STYLES: readonly string[];

/** The editor's own widgets (loaded after decap-cms.js, built into admin/cms-widgets.js by scripts/build/cms-plugin.ts). */
// Every content file is written as the repository holds it, so a save changes only the fields that changed.
CMS.registerCustomFormat(FRONT_MATTER_FORMAT, 'md', { fromFile, toFile });
CMS.registerWidget('day-date', DateControl, DatePreview);
CMS.registerWidget('page-address', PageAddressControl, PageAddressPreview);
CMS.registerWidget('price', PriceControl, PricePreview);
CMS.registerWidget('picture', PictureControl, PicturePreview);
CMS.registerWidget('both-languages', BothLanguagesControl, BothLanguagesPreview);
registerPreviews(PREVIEW_STYLES);
CMS.registerLocale(LANGUAGES[SOURCE_LANG].htmlLang, EDITOR_WORDS);
showFirstProblemAfterPublish();
openTypedFormsAfresh();
showLanguageNames();
showListLinesInWords();
compareWithSavedEntry();
keepWordsBroughtBack();
confirmBeforeRemoving();
startCopiesAfresh();
nameUploadsAsTheSiteNeeds();
