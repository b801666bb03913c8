import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';

/** Node options that make a child stop by itself when its parent is gone (see exit-with-parent.cjs). */
export const EXIT_WITH_PARENT = ['--require', join(__dirname, 'exit-with-parent.cjs')];
const LAST_LINES = 40;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForUrl(url: string, timeoutMs: number, accept: (status: number) => boolean = (status) => status < 500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (res) => accept(res.status),
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(250);
  }
}

/** Signals a child's whole process group (npx → node → java for the Auth emulator), falling back to the child. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * Child processes that stop with us: SIGTERM on stop, output prefixed so logs stay readable. Each runs in its own
 * process group, and the group is what is signalled: a child's own children (the Auth emulator's Java, a shell's
 * pipeline) go with it instead of outliving the run. Whatever is still running when this process exits is killed;
 * a Node child also stops by itself when this process dies without exiting (killed outright).
 */
export class Children {
  private readonly children: { name: string; child: ChildProcess; stopping: boolean }[] = [];

  constructor() {
    process.once('exit', () => {
      for (const { child } of this.children) if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGKILL');
    });
  }

  start(name: string, command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; quiet?: boolean } = {}): ChildProcess {
    const argv = command === process.execPath ? [...EXIT_WITH_PARENT, ...args] : args;
    const child = spawn(command, argv, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    // A quiet child's last words are kept: a service that dies mid-run says why, instead of a test failing later
    // with only "503" to go on.
    const lastLines: string[] = [];
    const output = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        if (!options.quiet) process.stdout.write(`[${name}] ${line}\n`);
        lastLines.push(line);
        if (lastLines.length > LAST_LINES) lastLines.shift();
      }
    };
    child.stdout?.on('data', output);
    child.stderr?.on('data', output);
    const entry = { name, child, stopping: false };
    child.once('exit', (code, signal) => {
      if (entry.stopping) return;
      const tail = options.quiet && lastLines.length > 0 ? `; its last output:\n${lastLines.map((line) => `[${name}] ${line}`).join('\n')}` : '';
      process.stderr.write(`[${name}] exited on its own (${signal ?? `code ${code}`})${tail}\n`);
    });
    this.children.push(entry);
    return child;
  }

  /** Kills a child at once, without letting it shut down gracefully (crash simulation). */
  kill(name: string): void {
    for (const entry of this.children.filter((candidate) => candidate.name === name)) {
      entry.stopping = true;
      signalGroup(entry.child, 'SIGKILL');
      this.children.splice(this.children.indexOf(entry), 1);
    }
  }

  async stop(name?: string): Promise<void> {
    const targets = this.children.filter((entry) => !name || entry.name === name);
    for (const target of targets) target.stopping = true;
    await Promise.all(
      targets.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => {
              // The group's other members (a grandchild that ignored SIGTERM) go too.
              signalGroup(child, 'SIGKILL');
              resolve();
            });
            signalGroup(child, 'SIGTERM');
            setTimeout(() => signalGroup(child, 'SIGKILL'), 8000).unref();
          }),
      ),
    );
    for (const target of targets) this.children.splice(this.children.indexOf(target), 1);
  }
}
