/**
 * Lets the browser run what is waiting (input, a paint) before the caller goes on: the caller continues in a task of
 * its own. `scheduler.yield()` where the browser has it (the continuation goes ahead of other tasks), a zero timeout
 * elsewhere. Free of imports, like when-page-settled: the shell's entry uses it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each step in a task of its own, in order, and resolves with the last step's result. For the app's start on a
 * slow phone: evaluating all of its modules and starting them in one go is one task long enough to block a tap for a
 * good part of a second; split at the module groups, each piece is short and the browser can answer between them.
 */
export async function inSeparateTasks<Last>(steps: readonly (() => Promise<unknown>)[], last: () => Promise<Last>): Promise<Last> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
  await nextTask();
  return last();
}
