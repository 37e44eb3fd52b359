import { useNavigate } from '@tanstack/react-router';
import { hrefFor } from '../../config/routes';
import { useT } from '../i18n/use-t';
import { useLanguage } from '../language/language-context';

export const CONTACT_SECTION_ID = 'contact';

/** Scrolls to the page's contact section (home and tour pages have one), else goes to the home page's. */
export function ContactButton({
  className,
  label,
  onNavigate,
}: {
  className: string;
  label?: string;
  onNavigate?: () => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const homeHref = hrefFor('home', lang);
  return (
    <a
      href={`${homeHref}#${CONTACT_SECTION_ID}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onNavigate?.();
        const section = document.getElementById(CONTACT_SECTION_ID);
        // A jump: see useRequestedDestination (sections drawn only near the viewport change height on the way).
        if (section) section.scrollIntoView();
        else void navigate({ to: '/$lang/', params: { lang }, hash: CONTACT_SECTION_ID });
      }}
    >
      {label ?? t('nav.contact')}
    </a>
  );
}
