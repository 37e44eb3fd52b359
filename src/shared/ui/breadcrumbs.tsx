import { Link } from '@tanstack/react-router';
import { type PageKey, pageRoute } from '../../config/routes';
import { useT } from '../i18n/use-t';
import { useLanguage } from '../language/language-context';

export interface Crumb {
  label: string;
  /** A crumb with a page links to it; one without is the page itself. */
  page?: PageKey;
}

/** Where the page sits: "Home › Blog", each crumb a link but the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <nav aria-label={t('listing.breadcrumb')} className="text-sm text-ink-600" data-breadcrumbs>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">›</span>}
            {crumb.page ? (
              <Link to={pageRoute(crumb.page)} activeOptions={{ exact: true }} params={{ lang }} className="text-link">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
