import { licenceUrl, type PictureCredit, pictureCredits } from '../../content/image-credits';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { useCreditAuthor } from '../../shared/ui/credit-author';

type T = ReturnType<typeof useT>;

function changesText(t: T, { cropped, width }: PictureCredit['changes']) {
  if (cropped && width) return t('privacy.pictures.croppedResized', { width });
  if (width) return t('privacy.pictures.resized', { width });
  return t(cropped ? 'privacy.pictures.cropped' : 'privacy.pictures.asPublished');
}

/** Every photo on the site: what it shows, who made it, its licence and source, and what was changed. */
export function PictureCredits() {
  const t = useT();
  const { lang } = useLanguage();
  const authorOf = useCreditAuthor();
  return (
    <section className="mt-10" aria-labelledby="picture-credits" data-picture-credits>
      <h2 id="picture-credits" className="heading-3">
        {t('privacy.pictures.heading')}
      </h2>
      <p className="body-text">{t('privacy.pictures.intro')}</p>
      <ul className="mt-4 space-y-4 text-ink-700">
        {pictureCredits.map((credit) => (
          <li key={credit.file} data-credit={credit.file}>
            <strong className="block font-semibold text-ink-900">{credit.place[lang]}</strong>
            <span className="block">
              {t('privacy.pictures.by', {
                author: authorOf(credit.author),
                date: credit.date === 'unknown' ? t('privacy.pictures.dateUnknown') : credit.date,
              })}
            </span>
            <span className="block">
              {t('privacy.pictures.licence')}
              <a href={licenceUrl(credit.licence)} rel="license noopener" lang="en" className="underline">
                {credit.licence}
              </a>
              {' · '}
              <a href={credit.source} rel="noopener" className="underline">
                {t('privacy.pictures.source')}
              </a>
              {credit.foundIn && (
                <>
                  {' · '}
                  <a href={credit.foundIn} rel="noopener" className="underline">
                    {t('privacy.pictures.foundIn')}
                  </a>
                </>
              )}
            </span>
            <span className="block">{changesText(t, credit.changes)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
