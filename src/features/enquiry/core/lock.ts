/** Runs `task` while holding the named lock, so only one sender works at a time across tabs and the worker. */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export const OUTBOX_LOCK_NAME = 'enquiry-outbox';

/** Web Locks where the platform has them (pages and workers alike); otherwise run unguarded. */
export function platformLock(): LockRunner {
  const locks = globalThis.navigator?.locks;
  if (!locks) return (_name, task) => task();
  return (name, task) => locks.request(name, task);
}
