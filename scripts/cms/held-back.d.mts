import type { BuildFailure } from './build-problem.ts';

export function entryOfFile(path: string): string;
export interface HeldBack {
  entries(): { entry: string; problem: BuildFailure; since: string }[];
  isHeld(entry: string): boolean;
  changedSinceBuilt(entry: string): boolean;
  releaseChanged(): void;
  hold(entry: string, problem: Pick<BuildFailure, 'problems'> & Partial<BuildFailure>): void;
  source(): string;
  rememberBuilt(source: string): void;
}
export function createHeldBack(projectDir: string): HeldBack;
