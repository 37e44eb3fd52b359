import { type ErrorComponentProps, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import fallback from '../../../locales/fallback.json';
import { DEFAULT_LANG, isLang } from '../../config/routes';
import { translate } from '../../shared/i18n/messages';
import { Phrased } from '../../shared/ui/phrased';

function heading(lang: string | undefined): string {
  try {
    return translate(isLang(lang) ? lang : DEFAULT_LANG, 'error.heading');
  } catch {
    return fallback['error.heading']; // the messages themselves may be what failed to load
  }
}

/** Last-resort screen for routing errors. */
export function AppError({ error }: ErrorComponentProps) {
  const lang = useParams({ strict: false, select: (params) => params.lang });
  useEffect(() => console.error(error), [error]);
  return (
    <main id="main" className="page-narrow py-32 text-center" role="alert">
      <h1 className="heading-2">
        <Phrased text={heading(lang)} />
      </h1>
    </main>
  );
}
