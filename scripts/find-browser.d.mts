export function findBrowser(): string | undefined;
export const BROWSER_ARGS: string[];
