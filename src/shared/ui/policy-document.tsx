import type { ReactNode } from 'react';
import type { PrivacyPolicy } from '../../content/policy';
import { useT } from '../i18n/use-t';
import { DocumentSections } from './document-sections';
import { Phrased } from './phrased';

/** A legal page (privacy policy, terms): title, date, intro, sanitised sections, any further ones, a closing note. */
export function PolicyDocument({ document, children }: { document: PrivacyPolicy; children?: ReactNode }) {
  const t = useT();
  return (
    <main id="main" className="page-narrow section">
      <h1 className="heading-1 text-ink-900">
        <Phrased text={document.title} />
      </h1>
      <p className="mt-3 text-ink-600">{t('privacy.lastUpdated', { date: document.lastUpdated })}</p>
      <p className="lead mt-6">{document.intro}</p>
      <DocumentSections sections={document.sections} kind="policy" />
      {children}
      <p className="mt-12 border-t border-sand-200 pt-6 text-sm text-ink-600">{document.footerNote}</p>
    </main>
  );
}
