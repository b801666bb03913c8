import { readFileSync } from 'node:fs';
import { Children } from './processes';

/** Running (a zombie waiting for its reaper counts as gone). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('Children', () => {
  it("when a child is stopped, then its own children (the Auth emulator's Java behind npx) stop with it", async () => {
    const children = new Children();
    // A grandchild that ignores SIGTERM, as a JVM busy shutting down might, behind a parent that exits on it.
    const child = children.start('parent', 'bash', ['-c', "(trap '' TERM; exec sleep 60) & echo $!; wait"], { quiet: true });
    const grandchild = await new Promise<number>((resolve) => child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
    expect(alive(grandchild)).toBe(true);

    await children.stop('parent');
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(alive(grandchild)).toBe(false);
  }, 15_000);
});
