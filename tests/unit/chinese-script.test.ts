import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cnPathOf, derivablePaths } from '../../scripts/derive-cn.mjs';
import { toSimplified } from '../../scripts/to-simplified.mjs';

/** Characters that the Hong Kong → mainland conversion changes: Traditional-only forms. */
function traditionalOnly(text: string): string[] {
  return [...new Set([...text].filter((char) => /\p{Script=Han}/u.test(char) && toSimplified(char) !== char))];
}

describe('Simplified Chinese is kept in step with Traditional Chinese', () => {
  for (const hkPath of derivablePaths()) {
    const relative = hkPath.replace(/^.*?\/(locales|src)\//, '$1/');
    it(`${relative} has its derived Simplified twin, identical to a fresh derivation`, () => {
      const cn = readFileSync(cnPathOf(hkPath), 'utf8');
      expect(cn).toBe(toSimplified(readFileSync(hkPath, 'utf8')));
      expect(traditionalOnly(cn)).toEqual([]);
    });
  }
});
