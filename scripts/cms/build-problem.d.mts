export interface BuildFailure {
  kind: 'content' | 'other';
  problems: string[];
  advice: string;
  details: string;
}
/** Where names come from: the project (entry titles, lines of text) and the editor's config (field labels). */
export interface ProblemContext {
  root?: string;
  editorConfig?: unknown;
}
export function contentProblems(output: string): string[];
export function refusedFiles(output: string): string[];
export function entryInWords(path: string): string;
export function entryNameInWords(entry: string): string;
export function explainBuildFailure(output: string, context?: ProblemContext): BuildFailure;
