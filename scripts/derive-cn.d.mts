export function cnPathOf(hkPath: string): string;
export function derivablePaths(): string[];
