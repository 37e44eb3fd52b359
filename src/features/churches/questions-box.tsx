import { SITE, telLink, whatsappLink } from '../../content/site';
import { useT } from '../../shared/i18n/use-t';
import { Phrased } from '../../shared/ui/phrased';

/** "Questions before you enquire?": the agency's phone, WhatsApp and e-mail, each one tap away. */
export function QuestionsBox() {
  const t = useT();
  const ways = [
    { label: t('contact.phone'), href: telLink(SITE.phone), shown: SITE.phone },
    { label: t('contact.whatsapp'), href: whatsappLink(), shown: SITE.whatsappShown, newTab: true },
    { label: t('contact.email'), href: `mailto:${SITE.email}`, shown: SITE.email },
  ];
  return (
    <section className="page-wide pb-12 md:pb-20" aria-labelledby="church-questions-heading" data-church-questions>
      <div className="card p-6 md:p-8">
        <div className="max-w-2xl">
          <h2 id="church-questions-heading" className="heading-3">
            <Phrased text={t('churches.questionsTitle')} />
          </h2>
          <p className="mt-2 text-ink-700">{t('churches.questionsText')}</p>
        </div>
        <ul className="mt-6 grid gap-3 md:grid-cols-3">
          {ways.map((way) => (
            <li key={way.href}>
              <a
                href={way.href}
                className="flex min-h-11 flex-col rounded-lg border border-solid border-sand-300 px-4 py-3 hover:border-brand-700 focusable"
                {...(way.newTab ? { target: '_blank', rel: 'noopener' } : {})}
              >
                <span className="text-sm text-ink-600">{way.label}</span>
                <span className="break-words font-semibold text-brand-800">{way.shown}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
