import { table } from '../../../generated/content/trust/index.ts';
import type { Lang } from '../../config/languages';
import type { Award } from '../awards/schema';
import { findPost } from '../blog/posts';
import type { BlogArticle, Quotable } from '../blog/schema';
import type { Host } from '../hosts/schema';

export type { Award } from '../awards/schema';
export type { Host } from '../hosts/schema';

/** A traveller's words, quoted from the testimony article they come from. */
export type Testimony = Pick<BlogArticle, 'id' | 'author' | 'tour' | 'published'> & {
  quote: string;
  quoteBy: string;
};

/** A page quotes at most this many travellers: the newest, so the page does not grow with every testimony. */
export const TESTIMONIES_SHOWN = 6;

/** The `TESTIMONIES_SHOWN` newest testimonies (by their article's date), in the order given. */
export function newestTestimonies(testimonies: Testimony[]): Testimony[] {
  const newest = new Set(
    [...testimonies].sort((a, b) => b.published.localeCompare(a.published)).slice(0, TESTIMONIES_SHOWN),
  );
  return testimonies.filter((testimony) => newest.has(testimony));
}

/** The evidence behind the home page's claims in one language, as one chunk (scripts/content/tables.ts). */
export interface TrustTable {
  hosts: Record<string, Host>;
  awards: Record<string, Award>;
  testimonies: Record<string, Quotable>;
}

/** Who the pilgrims travel with, what they said and what the agency was recognised for, in one language. */
export interface Trust {
  hosts: Host[];
  awards: Award[];
  testimonies: Testimony[];
}

function testimonyOf(id: string, { author, quote, quoteBy }: Quotable): Testimony[] {
  const post = findPost(id);
  if (!post || !quote || !quoteBy) return [];
  return [{ id: post.id, tour: post.tour, published: post.published, author, quote, quoteBy }];
}

/** The hosts, awards and testimonies in one language, in the order the pages show them. */
export async function loadTrust(lang: Lang): Promise<Trust> {
  const { hosts, awards, testimonies } = (await table[lang]()).default;
  return {
    hosts: Object.values(hosts).sort((a, b) => a.order - b.order),
    awards: Object.values(awards).sort((a, b) => b.year - a.year),
    testimonies: Object.entries(testimonies).flatMap(([id, words]) => testimonyOf(id, words)),
  };
}

/** What a tour's page shows: its own hosts and testimonies; every testimony when none is about this tour. */
export function trustFor(all: Trust, tour: string): Trust {
  // Only what travellers said about this tour: another tour's words would speak of places it never visits.
  return {
    ...all,
    hosts: all.hosts.filter((host) => !host.tours || host.tours.includes(tour)),
    testimonies: all.testimonies.filter((testimony) => testimony.tour === tour),
  };
}
