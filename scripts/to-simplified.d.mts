export function toSimplified(text: string): string;
