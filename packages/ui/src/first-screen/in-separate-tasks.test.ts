import { inSeparateTasks, nextTask } from './in-separate-tasks';

describe('starting the app in separate tasks', () => {
  it('when steps are given, then each runs in order in a task of its own, and the last step gives the result', async () => {
    const seen: string[] = [];
    // A task queued before the start runs before the first step: the steps leave the thread between them.
    setTimeout(() => seen.push('other task'), 0);
    const step = (name: string) => async () => {
      seen.push(name);
      // Queued while this step runs: it must come before the next step.
      setTimeout(() => seen.push(`task after ${name}`), 0);
    };

    const result = await inSeparateTasks([step('one'), step('two')], async () => 'started');

    expect(result).toBe('started');
    expect(seen).toEqual(['other task', 'one', 'task after one', 'two', 'task after two']);
  });

  it('when the browser has scheduler.yield, then a step waits on it instead of a timeout', async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    try {
      await nextTask();
      await inSeparateTasks([async () => undefined], async () => undefined);
      expect(yieldSpy).toHaveBeenCalledTimes(3);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
