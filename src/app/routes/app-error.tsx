import { type ErrorComponentProps, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import fallback from '../../../locales/fallback.json';
import { DEFAULT_LANG, isLang } from '../../config/languages';
import { translate } from '../../shared/i18n/messages';
import { Phrased } from '../../shared/ui/phrased';
import { isStaleCodeError, reloadForNewCode } from '../stale-code';

function message(lang: string | undefined, key: keyof typeof fallback): string {
  try {
    return translate(isLang(lang) ? lang : DEFAULT_LANG, key);
  } catch {
    return fallback[key]; // the messages themselves may be what failed to load
  }
}

/** Last-resort screen for routing errors. */
export function AppError({ error }: ErrorComponentProps) {
  const lang = useParams({ strict: false, select: (params) => params.lang });
  useEffect(() => {
    if (!(isStaleCodeError(error) && reloadForNewCode())) console.error(error);
  }, [error]);
  return (
    <main id="main" className="page-narrow py-32 text-center" role="alert">
      <h1 className="heading-2">
        <Phrased text={message(lang, 'error.heading')} />
      </h1>
      <p className="mt-6">
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          {message(lang, 'error.reload')}
        </button>
      </p>
    </main>
  );
}
