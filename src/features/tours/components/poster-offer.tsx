import { Suspense, useEffect, useState } from 'react';
import { deferredComponent } from '../../../shared/deferred-component';
import { useT } from '../../../shared/i18n/use-t';
import { Phrased } from '../../../shared/ui/phrased';
import type { PhoneCheck } from '../poster/phone-check';

// The poster, its styles and its QR codes load only when a visitor asks for one (offline, once back online).
const poster = deferredComponent(() => import('../poster/poster-dialog').then((module) => module.default));

const POSTER_SECTION_ID = 'poster';

/** The offer of a noticeboard poster for the visitor's church, and the poster once asked for. */
export function PosterOffer({ id, checkPhone }: { id: string; checkPhone: PhoneCheck }) {
  const t = useT();
  const [request, setRequest] = useState(0);
  // The church-group page's "Print a poster" links here: the visitor has asked for the poster already.
  useEffect(() => {
    if (window.location.hash === `#${POSTER_SECTION_ID}`) setRequest(1);
  }, []);
  return (
    <section
      id={POSTER_SECTION_ID}
      className="no-print page-wide scroll-mt-24 pb-12"
      aria-labelledby="poster-offer-title"
    >
      <div className="card flex flex-wrap items-center justify-between gap-4 p-6">
        <div className="max-w-2xl">
          <h2 id="poster-offer-title" className="heading-3">
            <Phrased text={t('poster.offerTitle')} />
          </h2>
          <p className="mt-1 text-ink-600">{t('poster.offerText')}</p>
        </div>
        <button type="button" className="btn-secondary" onClick={() => setRequest((count) => count + 1)}>
          {t('poster.open')}
        </button>
      </div>
      {request > 0 && (
        <Suspense fallback={null}>
          <poster.Deferred id={id} request={request} checkPhone={checkPhone} />
        </Suspense>
      )}
    </section>
  );
}
