export const PROJECT_ROOT: string;
export function copyProject(prefix: string): string;
export function copyProjectTo(copy: string, project?: string): string;
