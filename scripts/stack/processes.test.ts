import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('when the process that started a Node child dies without exiting (SIGKILL), then the child stops by itself within seconds', async () => {
    // The parent is a shell that starts Node with the preload Children uses, as a killed jest worker would leave it.
    // The child says so once its preload has run: on a loaded box Node can take longer to start than any fixed wait,
    // and a parent killed before the preload read its parent is one the child never knew.
    const node = `${JSON.stringify(process.execPath)} --require ${JSON.stringify(join(__dirname, 'exit-with-parent.cjs'))} -e 'console.log("started"); setInterval(() => {}, 1000)'`;
    const parent = spawn('bash', ['-c', `${node} & echo $!; wait`], { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    const child = await new Promise<number>((resolve) =>
      parent.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('started')) resolve(Number(output.split('\n')[0]!.trim()));
      }),
    );
    expect(alive(child)).toBe(true);

    parent.kill('SIGKILL');
    const deadline = Date.now() + 5000;
    while (alive(child) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    const survived = alive(child);
    if (survived) process.kill(child, 'SIGKILL');
    expect(survived).toBe(false);
  }, 15_000);
});
