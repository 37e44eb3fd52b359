import type { Host } from '../../content/trust';
import { useT } from '../i18n/use-t';
import { largeScreenColumns } from './grid-columns';
import { PageSection } from './page-section';
import { Phrased } from './phrased';

/** The first letter of each word of an English name, or the first character of a Chinese one. */
const initials = (name: string) =>
  /^[\p{Script=Han}]/u.test(name)
    ? [...name][0]
    : name
        .split(/\s+/)
        .filter((word) => !/\.$/.test(word))
        .map((word) => word[0])
        .join('')
        .slice(0, 2);

/** The tour leaders and pastors who travel with the groups. */
export function Hosts({ hosts }: { hosts: Host[] }) {
  const t = useT();
  return (
    <PageSection id="hosts" headingId="hosts-heading" heading={t('trust.hostsTitle')} className="no-print bg-sand-100">
      <p className="lead mt-4 max-w-2xl">{t('trust.hostsIntro')}</p>
      <ul
        className={`snap-row mt-10 md:grid-cols-2 md:gap-6 ${largeScreenColumns(hosts.length)}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways on a phone must be reachable by keyboard
        tabIndex={0}
        aria-labelledby="hosts-heading"
      >
        {hosts.map((host) => (
          <li key={host.id} className="snap-item card p-6">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-clay-800 font-serif text-xl font-bold text-cream-100"
              >
                {initials(host.name)}
              </span>
              <div>
                <h3 className="card-title">
                  <Phrased text={host.name} />
                </h3>
                <p className="text-sm font-medium text-brand-700">{host.role}</p>
              </div>
            </div>
            <p className="card-text mt-4">{host.bio}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
