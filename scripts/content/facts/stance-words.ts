import type { MountainVisit } from '../../../src/content/tours/schema.ts';
import type { WaysOfSaying } from './recognisers.ts';

const words = (...patterns: RegExp[]) => patterns.map((pattern) => ({ pattern, value: () => '' }));

/**
 * A travel-insurance stance written in words (required, advised, optional). Prose never words a stance itself: it
 * writes the token, so a second stance cannot creep in.
 */
export const INSURANCE_STANCE: WaysOfSaying = {
  english: words(
    /\binsurance\b[^.;]*?\b(?:is |are )?(?:required|compulsory|mandatory|optional|(?:strongly )?(?:advised|recommended))\b/i,
    /\b(?:must|required to|need to|advise\w*|recommend\w*)\b[^.;]*?\binsurance\b/i,
    /\binsurance\s*\((?:required|optional|strongly advised|recommended)\)/i,
    // An offer worded as the stance: "advice on suitable insurance", "insurance on request".
    /\badvice on\b[^.;]*?\binsurance\b/i,
    /\binsurance\b[^.;]*?\b(?:on|upon) request\b/i,
  ),
  chinese: words(
    /(?:應要求|按需|為你建議|为您推荐|为您建议)[^。；]{0,12}?保[險险]/,
    /保[險险][^。；，,]{0,8}?(?:必須|必须|必需|強制|强制|自願|自愿|可選|可选|非必)/,
    /(?:必須|必须|須|须|強烈建議|强烈建议|建議|建议|自行決定|自行决定)(?:每位旅客)?(?:均須|均须)?(?:購買|购买|投保)[^。；]*?保[險险]/,
  ),
};

/** Words that state the other way of meeting the mountain than the tour's `mountain` field. */
export const MOUNTAIN_CONTRADICTIONS: Record<MountainVisit, RegExp> = {
  // A tour that climbs must not say it only views the mountain from its base …
  climb: /\b(?:view|see)\w* (?:it|the mountain) from\b[^.]*\bbase\b|\bdo not climb\b|不會攀登|不会攀登|不登山/i,
  // … and one that views it from the base must not speak of a climb.
  // (Not "do not climb on the altars", "climb stairs at home", nor a trekking pole, 登山杖.)
  base: /\bclimb(?!s? on\b|ing it\b|s? stairs\b)\w*|\bascen[dt]\w*|攀登|攀山|登山(?!杖)|登頂|登顶/i,
};

/** The words on the line that contradict the tour's `mountain`, if any. */
export function mountainContradictionIn(line: string, visit: MountainVisit | undefined): string | undefined {
  return visit ? MOUNTAIN_CONTRADICTIONS[visit].exec(line)?.[0] : undefined;
}

/** Another mountain an article may tell of (Jebel Musa in Egypt): its lines and sections are their own story. */
const OTHER_MOUNTAIN = /Jebel Musa|穆[薩萨]山|St Catherine|聖凱瑟琳|圣凯瑟琳/i;

/**
 * Lines of an article ending with a tour that contradict the tour's `mountain`, outside any section or line on another
 * mountain and outside Bible quotes.
 */
export function articleMountainContradictions(text: string, visit: MountainVisit): { line: number; said: string }[] {
  let elsewhere = false;
  return text.split(/\r?\n/).flatMap((line, index) => {
    if (/^#{2,3} /.test(line)) elsewhere = OTHER_MOUNTAIN.test(line);
    // A Bible verse (a `>` quote) is Scripture's own words, not a claim about the tour.
    if (elsewhere || OTHER_MOUNTAIN.test(line) || line.startsWith('>')) return [];
    const said = mountainContradictionIn(line, visit);
    return said ? [{ line: index + 1, said }] : [];
  });
}
