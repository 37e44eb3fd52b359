import { hrefFor } from '../../config/routes';
import { absoluteUrl, SITE } from '../../content/site';
import { useLanguage } from '../../shared/language/language-context';
import { BOTCHECK_FIELD, FORM_SERVICE } from './core/form-service';
import { enquirySubject } from './core/service';

/**
 * What the form service needs when the browser posts the form itself (before the scripts run, or without
 * them): the access key, the e-mail's subject and sender, where to send the visitor afterwards, and
 * Web3Forms' honeypot, which no person sees, reaches by keyboard or hears.
 */
export function FormServiceFields() {
  const { lang } = useLanguage();
  return (
    <>
      <input type="hidden" name="access_key" value={FORM_SERVICE.accessKey} />
      <input type="hidden" name="subject" value={enquirySubject()} />
      <input type="hidden" name="from_name" value={SITE.name} />
      <input type="hidden" name="redirect" value={absoluteUrl(hrefFor('thanks', lang))} />
      <input type="checkbox" name={BOTCHECK_FIELD} hidden tabIndex={-1} />
    </>
  );
}
