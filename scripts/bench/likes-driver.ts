/**
 * The bench's likers, in a process of their own so their client work (requests, JSON, the read-backs) does not
 * share an event loop with the servers measured (embedded mode runs them all in the bench's process). Forked once;
 * each message is one run's likes: it likes 20 times a second through the gateway, reads each like back as another
 * reader would, and answers how long until each was seen.
 */
export interface LikesRun {
  gatewayUrl: string;
  likesPerSecond: number;
  seconds: number;
  /** A signed-in student's session token and the first-page meal they like; each pair is used once. */
  pairs: { token: string; mealId: string }[];
}

export interface LikesReport {
  delaysMs: number[];
  failed: number;
  reads: number;
  /** What the likes and read-backs that did not answer 200 answered, by status. */
  failures: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function likeRun(run: LikesRun): Promise<LikesReport> {
  const report: LikesReport = { delaysMs: [], failed: 0, reads: 0, failures: {} };
  const failure = (what: string, status: number | string) => void (report.failures[`${what} ${status}`] = (report.failures[`${what} ${status}`] ?? 0) + 1);
  const firstPage = async () => {
    const res = await fetch(`${run.gatewayUrl}/meals?page=1&limit=6`, { signal: AbortSignal.timeout(10_000) });
    if (res.status === 200) return (await res.json()) as { _id: string; likes: number }[];
    failure('read', res.status);
    await res.arrayBuffer();
    return [];
  };
  const likeOne = async (pair: LikesRun['pairs'][number]) => {
    const res = await fetch(`${run.gatewayUrl}/meals/${pair.mealId}/like`, { method: 'PATCH', signal: AbortSignal.timeout(10_000), headers: { authorization: `Bearer ${pair.token}`, 'content-type': 'application/json' }, body: '{}' });
    if (res.status !== 200) {
      failure('like', res.status);
      await res.arrayBuffer();
      return void report.failed++;
    }
    const { likes } = (await res.json()) as { likes: number };
    const liked = Date.now();
    // A reader who is not the liker, through the same gateway: how long until the first page shows this like?
    for (;;) {
      report.reads++;
      const meal = (await firstPage()).find((candidate) => candidate._id === pair.mealId);
      if (meal && meal.likes >= likes) return void report.delaysMs.push(Date.now() - liked);
      if (Date.now() - liked > 3000) return void report.delaysMs.push(Infinity);
      await sleep(20);
    }
  };
  // A like or read-back that gets no answer in time is a failure of the run, counted like a refused one.
  const counted = (pair: LikesRun['pairs'][number]) =>
    likeOne(pair).catch((err: unknown) => {
      failure('like', err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'error');
      report.failed++;
    });
  const pending: Promise<void>[] = [];
  const pairs = [...run.pairs];
  const until = Date.now() + run.seconds * 1000;
  while (Date.now() < until) {
    const pair = pairs.pop();
    if (!pair) break;
    pending.push(counted(pair));
    await sleep(1000 / run.likesPerSecond);
  }
  await Promise.all(pending);
  return report;
}

if (process.send) {
  // Started once and told 'ready' before any load runs: its own start-up (Node, tsx compiling this file) would
  // otherwise take CPU from the servers in the very seconds that are measured.
  process.on('message', (run: LikesRun) => void likeRun(run).then((report) => process.send!(report)));
  process.on('disconnect', () => process.exit(0));
  process.send('ready');
}
