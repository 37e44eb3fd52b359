import type { Host } from '../../content/trust';
import { useT } from '../i18n/use-t';
import { Artwork } from './artwork';
import { largeScreenColumns } from './grid-columns';
import { PageSection } from './page-section';
import { Phrased } from './phrased';

/**
 * The tour leaders and pastors who travel with the groups: one under another on a phone, in columns above. A host
 * with a portrait is shown with it; until then as words alone (name, role, one line), never a stand-in picture.
 */
export function Hosts({ hosts }: { hosts: Host[] }) {
  const t = useT();
  return (
    <PageSection id="hosts" headingId="hosts-heading" heading={t('trust.hostsTitle')} className="no-print bg-sand-100">
      <p className="lead mt-4 max-w-2xl">{t('trust.hostsIntro')}</p>
      <ul
        className={`mt-10 grid gap-4 md:grid-cols-2 md:gap-6 ${largeScreenColumns(hosts.length)}`}
        aria-labelledby="hosts-heading"
      >
        {hosts.map((host) => (
          <li key={host.id} className="card p-5 lg:p-6" data-host={host.id}>
            <div className="flex items-center gap-4 lg:flex-col lg:items-start">
              {host.photo && (
                <Artwork
                  name={host.photo}
                  alt=""
                  className="h-24 w-20 shrink-0 rounded-b-lg rounded-t-full object-cover lg:h-40 lg:w-32"
                />
              )}
              <div>
                <h3 className="card-title">
                  <Phrased text={host.name} />
                </h3>
                <p className="text-sm font-medium text-brand-700">{host.role}</p>
              </div>
            </div>
            <p className="card-text mt-3">{host.bio}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
