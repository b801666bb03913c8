import { fork } from 'node:child_process';
import { join } from 'node:path';
import { issueSessionToken, newId } from '@hostel/platform';
import { EXIT_WITH_PARENT } from '../stack/processes';
import type { LikesReport, LikesRun } from './likes-driver';

export const LIKES_PER_SECOND = 20;

/** Signed-in students' likes on the first page, a pool of (token, meal) pairs each used once. */
export class Likes {
  private pairs: LikesRun['pairs'] = [];
  readonly delaysMs: number[] = [];
  failed = 0;
  /** Reads the read-backs made: each like is read back until seen. */
  reads = 0;
  readonly failures: Record<string, number> = {};
  /** The likes-driver.ts child, started once; `ready` once it can take a run. */
  private readonly driver = fork(join(__dirname, 'likes-driver.ts'), [], { execArgv: ['--import', 'tsx', ...EXIT_WITH_PARENT], stdio: 'inherit' });
  readonly ready = new Promise<void>((resolve) => this.driver.once('message', () => resolve()));

  constructor(
    private readonly gatewayUrl: string,
    students: number,
    mealIds: string[],
    secret: string,
  ) {
    for (let s = 0; s < students; s++) {
      const token = issueSessionToken({ sub: newId(), email: `bench-${s}@hostel.test`, role: 'user' }, secret);
      for (const mealId of mealIds) this.pairs.push({ token, mealId });
    }
  }

  /** One run's likes in the driver; resolves with its report when it ends. */
  run(seconds: number): Promise<void> {
    const run: LikesRun = { gatewayUrl: this.gatewayUrl, likesPerSecond: LIKES_PER_SECOND, seconds, pairs: this.pairs.splice(0, LIKES_PER_SECOND * (seconds + 1)) };
    this.driver.send(run);
    return new Promise((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the likes driver exited ${code}`));
      this.driver.once('exit', exited);
      this.driver.once('message', (report: LikesReport) => {
        this.driver.off('exit', exited);
        this.delaysMs.push(...report.delaysMs);
        this.failed += report.failed;
        this.reads += report.reads;
        for (const [what, count] of Object.entries(report.failures)) this.failures[what] = (this.failures[what] ?? 0) + count;
        resolve();
      });
    });
  }

  stop(): void {
    this.driver.kill();
  }
}
