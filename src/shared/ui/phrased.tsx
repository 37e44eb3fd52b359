import { Fragment, type ReactNode, useContext } from 'react';
import { IntlContext } from 'react-intl';
import { LANGS, LANGUAGES } from '../../config/languages';
import { breaksIn, splitAt } from '../../config/phrase-breaks';
import { phraseBreaksOf } from '../i18n/messages';

/**
 * A heading's text with a `<wbr>` between its Chinese phrases: lines set with `word-break: keep-all`
 * (src/design/base.ts) break only there, never inside a word, a name or a number. The text stays plain: a `<wbr>`
 * copies as nothing, and search engines and screen readers read the words whole.
 */
export function Phrased({ text }: { text: ReactNode }) {
  const locale = useContext(IntlContext)?.locale;
  if (typeof text !== 'string') return text;
  const lang = LANGS.find((code) => LANGUAGES[code].htmlLang === locale);
  if (!lang || LANGUAGES[lang].spacedWords) return text;
  const runs = splitAt(text, breaksIn(text, phraseBreaksOf(lang)));
  return runs.map((run, index) => (
    // Runs of one text never move: the index is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {run}
    </Fragment>
  ));
}
