import type { Recogniser } from './recognisers.ts';
import { type FactName, PROSE_RULES, type ProseRule } from './registry.ts';

/** A value prose states in words of its own: which fact, the value it states, the words that state it. */
export interface Statement {
  fact: FactName;
  rule: ProseRule;
  value: string;
  said: string;
}

function matchesOf({ pattern }: Recogniser, line: string): RegExpExecArray[] {
  if (pattern.global) return [...line.matchAll(pattern)];
  const match = pattern.exec(line);
  return match ? [match] : [];
}

/** Every fact the line states in words, as the registry's rules recognise them in any of the languages. */
export function statementsIn(line: string): Statement[] {
  return PROSE_RULES.flatMap(([fact, rule]) => {
    const found = Object.values(rule.ways).flatMap((recognisers) =>
      recognisers.flatMap((recogniser) =>
        matchesOf(recogniser, line).map((match) => ({
          fact,
          rule,
          value: recogniser.value(match),
          said: match[0].trim(),
        })),
      ),
    );
    return rule.oncePerLine ? found.slice(0, 1) : found;
  });
}
