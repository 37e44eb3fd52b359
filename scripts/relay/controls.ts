import * as v from 'valibot';

/** Knobs the browser tests turn to make the relay fail, slow down or drop connections. */
const controlSchema = v.object({
  failNext: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  failStatus: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
  failMessage: v.optional(v.string()),
  /** Sent as the Retry-After header of each forced failure ('' for none). */
  retryAfter: v.optional(v.pipe(v.string(), v.maxLength(40))),
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120_000))),
  refuse: v.optional(v.boolean()),
});

export interface Controls {
  failNext: number;
  failStatus: number;
  failMessage: string;
  retryAfter: string;
  delayMs: number;
  refuse: boolean;
}

export const defaultControls = (): Controls => ({
  failNext: 0,
  failStatus: 500,
  failMessage: 'Simulated failure',
  retryAfter: '',
  delayMs: 0,
  refuse: false,
});

/** Applies the given settings on top of the current ones; anything malformed is refused as a whole. */
export function applyControls(current: Controls, input: unknown): Controls | undefined {
  const parsed = v.safeParse(controlSchema, input);
  if (!parsed.success) return undefined;
  const changes = Object.fromEntries(Object.entries(parsed.output).filter(([, value]) => value !== undefined));
  return { ...current, ...changes };
}

/** Uses up one forced failure, if any is left. */
export function takeFailure(controls: Controls): { status: number; message: string; retryAfter: string } | undefined {
  if (controls.failNext <= 0) return undefined;
  controls.failNext -= 1;
  return { status: controls.failStatus, message: controls.failMessage, retryAfter: controls.retryAfter };
}
