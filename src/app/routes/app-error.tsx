import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import fallback from '../../../locales/fallback.json';
import type { Lang } from '../../config/languages';
import { translate } from '../../shared/i18n/messages';
import { Phrased } from '../../shared/ui/phrased';
import { isStaleCodeError, reloadForNewCode } from '../stale-code';
import { usePrefixLang } from './use-prefix-lang';

function message(lang: Lang, key: keyof typeof fallback): string {
  try {
    return translate(lang, key);
  } catch {
    return fallback[key]; // the messages themselves may be what failed to load
  }
}

/** Last-resort screen for routing errors. */
export function AppError({ error }: ErrorComponentProps) {
  const lang = usePrefixLang();
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
