import { Link } from '@tanstack/react-router';
import { DEFAULT_LANG, LANGS, LANGUAGES } from '../../config/languages';
import { translate } from '../../shared/i18n/messages';
import { Phrased } from '../../shared/ui/phrased';

/**
 * Body of `/`, unprefixed names and unknown prefixes. The redirect itself is done by a tiny
 * script (src/app/redirect-stub.ts); these links work without it.
 */
export function RedirectPage() {
  return (
    <main id="main" className="page-narrow py-32 text-center" data-page="redirect">
      {/* Every language's reader is asked in their own script: a mainland reader sees 选择语言, not only 選擇語言. */}
      <h1 className="heading-2 grid gap-1">
        {LANGS.map((lang) => (
          <span key={lang} lang={LANGUAGES[lang].htmlLang}>
            <Phrased text={translate(lang, 'redirect.title')} />
          </span>
        ))}
      </h1>
      <p className="mt-4 text-ink-600">{translate(DEFAULT_LANG, 'redirect.text')}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        {LANGS.map((lang) => (
          <li key={lang}>
            <Link className="btn-secondary" to="/$lang/" params={{ lang }} lang={LANGUAGES[lang].htmlLang}>
              {LANGUAGES[lang].menuName}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
