import type { Plugin } from 'vite';

const SENTINEL = /\bError\(formatProdErrorMessage\((460|461|474|519|542)\)\)/g;
const SENTINEL_COUNT = 5;

/**
 * React DOM makes five Errors at module top level that it only compares by identity (its Suspense and
 * hydration signals). While a profiler or debugger is attached (Lighthouse's, DevTools'), each Error's stack
 * makes V8 reparse React DOM's whole top-level function for source positions, in the task that evaluates it.
 * Built as objects with Error's prototype and the same message, they keep their identity and message, without
 * a stack. Fails the build if React DOM no longer has exactly these five.
 */
export function reactSentinelsWithoutStacks(): Plugin {
  return {
    name: 'react-sentinels-without-stacks',
    transform(code, id) {
      if (!id.includes('react-dom-client.production')) return;
      const found = code.match(SENTINEL)?.length ?? 0;
      if (found !== SENTINEL_COUNT) {
        throw new Error(`React DOM has ${found} top-level Error sentinels, expected ${SENTINEL_COUNT}: review ${id}`);
      }
      return code.replace(SENTINEL, 'Object.setPrototypeOf({ message: formatProdErrorMessage($1) }, Error.prototype)');
    },
  };
}
