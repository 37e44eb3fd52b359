import { join } from 'node:path';
import type { Lang } from '../../src/config/languages.ts';
import { type ChurchGroupFacts, churchGroupFactsSchema } from '../../src/content/churches/schema.ts';
import type { FactReader } from './fact-values.ts';
import { FACTS_FILE } from './layout.ts';
import type { FactValues } from './placeholders.ts';
import { messages } from './stances.ts';

/** churches/index.en.md's facts, as the build checks them. */
export function churchGroupFacts(reader: FactReader): ChurchGroupFacts {
  const file = join(reader.root, 'churches', FACTS_FILE);
  return reader.validate(churchGroupFactsSchema, { id: 'churches', ...(reader.frontMatter(file) as object) }, file);
}

/**
 * What the church-group page's prose may state: `{planningMonths}`, `{minGroupSize}`, `{leaderPerPaying}`,
 * `{leaderPlace}` (worded in locales/: "free", "50% off"), `{depositDueDays}`, `{namesDueDays}`.
 */
export function churchGroupValues(facts: ChurchGroupFacts, lang: Lang): FactValues {
  const { discountPercent } = facts.leaderPlace;
  const words = messages(lang);
  const leaderPlace =
    discountPercent === 100
      ? (words['churches.leaderPlace.free'] ?? '')
      : (words['churches.leaderPlace.reduced'] ?? '').replace('{percent}', String(discountPercent));
  return {
    planningMonths: String(facts.planningMonths),
    minGroupSize: String(facts.minGroupSize),
    leaderPerPaying: String(facts.leaderPlace.perPaying),
    leaderPlace,
    depositDueDays: String(facts.depositDueDays),
    namesDueDays: String(facts.namesDueDays),
  };
}
