export const FACT_WORDS: Record<string, string>;
export function factInWords(token: string): string;
