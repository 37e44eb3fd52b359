import { Outlet, useParams } from '@tanstack/react-router';
import { Shell } from '../../components/shell';
import { DEFAULT_LANG, isLang } from '../../config/routes';
import { LanguageProvider } from '../../features/language/language-context';

export function LangLayout() {
  const prefix = useParams({ strict: false, select: (params) => params.lang });
  return (
    <LanguageProvider lang={isLang(prefix) ? prefix : DEFAULT_LANG}>
      <Shell>
        <Outlet />
      </Shell>
    </LanguageProvider>
  );
}
