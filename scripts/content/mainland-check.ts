import { mainlandTerms, toSimplified } from './simplified.ts';

const HAN = /\p{Script=Han}/u;
/** CJK Extension B and beyond: characters most fonts cannot show (an empty box on screen). */
const BEYOND_BASIC_PLANE = /[\u{20000}-\u{3FFFF}]/gu;

/**
 * What a mainland reader should not meet on a /cn/ page: Hong Kong wording (every left term of the mainland
 * term table), characters that exist only in Traditional Chinese, and characters beyond the basic plane.
 */
export function mainlandProblems(text: string): string[] {
  const terms = mainlandTerms();
  const lefts = terms.filter(([from, to]) => from !== to).map(([from]) => from);
  // Words the table keeps whole (士每拿) and mainland words that contain a Hong Kong one (手电筒 ⊃ 电筒) are not
  // read as containing a term.
  const kept = new Set(
    terms.flatMap(([from, to]) => (from === to || lefts.some((left) => to.includes(left)) ? [to] : [])),
  );
  const outsideKept = [...kept]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, word) => rest.replaceAll(word, '\u0000'), text);
  const hongKongTerms = lefts.filter((term) => outsideKept.includes(term));
  const traditional = [...new Set([...text])].filter((char) => HAN.test(char) && toSimplified(char, []) !== char);
  const rare = [...new Set(text.match(BEYOND_BASIC_PLANE) ?? [])];
  return [
    ...hongKongTerms.map((term) => `Hong Kong term ${term}`),
    ...traditional.map((char) => `Traditional character ${char}`),
    ...rare.map((char) => `character beyond the basic plane U+${char.codePointAt(0)?.toString(16).toUpperCase()}`),
  ];
}
