/**
 * Shapes of all long-form content. Every language has one module per item under
 * `src/content/<area>/<lang>/`; `cn` files are derived from `hk` by `npm run derive:cn`.
 *
 * Long text fields use "paragraph text": paragraphs separated by a blank line ("\n\n").
 * Blog bodies use a tiny markdown subset: paragraphs, `## ` headings, `### ` subheadings,
 * `- ` bullet lines, and `> ` quote lines. No HTML.
 */

export type TourId = 'sinai-adventure' | 'sinai-dubai' | 'turkey-tour';

export interface TitledText {
  title: string;
  text: string;
}

export interface ItineraryDay {
  day: number;
  title: string;
  /** Paragraph text. */
  description: string;
  /** Optional Bible verse quoted for the day. */
  biblicalText?: string;
  /** e.g. "Exodus 19:20". */
  reference?: string;
  /** Image keys from src/content/images (artwork names), 1–2 per day. */
  images: string[];
}

export interface TourText {
  name: string;
  location: string;
  /** One or two sentences for cards. */
  description: string;
  /** Exactly four short tags. */
  highlights: [string, string, string, string];
  heroTitle: string;
  heroSubtitle: string;
  /** Heading of the four "why" cards, e.g. "Why Saudi Arabia?" */
  whyHeading: string;
  why: [TitledText, TitledText, TitledText, TitledText];
  days: ItineraryDay[];
  /** Three essential-info cards: tour nature, physical requirements, safety. */
  essentials: [TitledText, TitledText, TitledText];
  /** Sinai + Dubai only: tour characteristics and health restrictions (paragraph text each). */
  notices?: TitledText[];
  /** Sinai + Dubai only: four safety guideline cards. */
  safety?: [TitledText, TitledText, TitledText, TitledText];
  ctaTitle: string;
  ctaText: string;
  seoTitle: string;
  seoDescription: string;
  keywords: string;
}

export type BlogCategory = 'archaeology' | 'conservation' | 'pilgrimage' | 'adventure' | 'testimony';

export interface BlogArticle {
  tab: string;
  title: string;
  subtitle: string;
  author: string;
  /** Human-readable date in the article's language, e.g. "December 18, 2024" / "2024年12月18日". */
  date: string;
  /** ISO date, e.g. "2024-12-18". */
  publishedDate: string;
  description: string;
  keywords: string;
  /** Markdown subset, see top of file. */
  body: string;
  /** Contact call-to-action at the end of the article. */
  ctaTitle: string;
  ctaText: string;
}

export interface PolicySection {
  title: string;
  /** HTML limited to p, ul, ol, li, strong, em, br and class attributes. */
  html: string;
}

/** A legal page: the privacy policy, the terms and conditions. */
export interface PolicyDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: PolicySection[];
  footerNote: string;
}

export type PrivacyPolicy = PolicyDocument;

export interface HomeText {
  heroTitle: string;
  heroSubtitle: string;
  features: [TitledText, TitledText, TitledText];
  visionTitle: string;
  vision: string;
  bannerCaption: string;
  destinationsTitle: string;
  destinationsIntro: string;
  aboutTitle: string;
  story: string;
  values: TitledText[];
  servicesTitle: string;
  servicesIntro: string;
  /** Ten entries in the order of SERVICE_IDS in src/content/services.ts. */
  services: TitledText[];
  contactTitle: string;
  contactIntro: string;
}
