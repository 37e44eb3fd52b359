export const PROJECT_ROOT: string;
export function copyProject(prefix: string): string;
