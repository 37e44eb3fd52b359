export interface BuildFailure {
  kind: 'content' | 'other';
  problems: string[];
  advice: string;
  details: string;
}
export function contentProblems(output: string): string[];
export function explainBuildFailure(output: string): BuildFailure;
