import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { apiPathOf, getHeadcount, setPlanSlot, type MealSlot } from '@hostel/contracts';
import { drive, type LoadResult } from '../load';
import { readCount, readCountWhenAnswered } from './read-count';
import { startCeiling } from './stack';
import { median, percentile, summary, type Check } from './stats';

const SWITCHED_SLOT: MealSlot = 'Lunch';

export interface HeadcountInput {
  mode: 'embedded' | 'real';
  tool: 'wrk' | 'autocannon';
  gateway: string;
  ceilingPort: number;
  adminToken: string;
  tokens: string[];
  readDate: string;
  switchDate: string;
  rounds: number;
  seconds: number;
  connections: number;
  switching: number;
  readers: number;
}

/** Every boarder switches the same slot once, `switching` at a time: each switch's time and answer. */
async function switchAll(gateway: string, tokens: string[], date: string, switching: number): Promise<{ latencies: number[]; failures: Record<string, number> }> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const index = next++;
      const body = index % 2 === 0 ? { on: false } : { on: true, guests: 1 };
      const started = performance.now();
      const res = await fetch(`${gateway}${apiPathOf(setPlanSlot, { date, slot: SWITCHED_SLOT })}`, { method: 'PUT', headers: { Authorization: `Bearer ${tokens[index]}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== 200) failures[res.status] = (failures[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: switching }, worker));
  return { latencies, failures };
}

/**
 * The kitchen's number through the gateway against the ceiling, in interleaved rounds; then a burst of switches
 * (every boarder one slot of one day, half off, half on with a guest, `switching` at a time) while a few
 * connections read the headcount, and the count checked exact.
 */
export async function headcountScenario(input: HeadcountInput): Promise<{ checks: Check[]; exact: boolean }> {
  const { tool, gateway, adminToken, tokens } = input;
  const headers = { Authorization: `Bearer ${adminToken}`, 'accept-encoding': 'br, gzip, deflate' };
  const path = `${apiPathOf(getHeadcount)}?date=${input.readDate}`;
  let ceiling: ChildProcess | undefined;
  try {
    // A first read on its own, timed: on FerretDB it can outlast the 30 s the ceiling's recording waits.
    const firstStarted = performance.now();
    await readCountWhenAnswered(gateway, adminToken, input.readDate, SWITCHED_SLOT, 120_000);
    console.log(`first headcount read: ${((performance.now() - firstStarted) / 1000).toFixed(1)} s`);
    ceiling = await startCeiling(`${gateway}${path}`, path, headers, input.ceilingPort);
    const urlOf = (variant: 'ceiling' | 'gateway') => (variant === 'ceiling' ? `http://127.0.0.1:${input.ceilingPort}${path}` : `${gateway}${path}`);
    const load = { connections: input.connections, seconds: input.seconds, headers };

    // Warm-up, as long as a measured run: JIT, keep-alive sockets.
    for (const variant of ['ceiling', 'gateway'] as const) await drive(tool, urlOf(variant), load);
    const runs: Record<'ceiling' | 'gateway', LoadResult[]> = { ceiling: [], gateway: [] };
    for (let round = 0; round < input.rounds; round++) {
      for (const variant of ['ceiling', 'gateway'] as const) runs[variant].push(await drive(tool, urlOf(variant), load));
    }

    // The switches, while wrk reads the headcount for as long as they last (at least a second).
    const switching = switchAll(gateway, tokens, input.switchDate, input.switching);
    const switchStarted = Date.now();
    const readsDuring: LoadResult[] = [];
    let done = false;
    void switching.finally(() => (done = true));
    while (!done || readsDuring.length === 0) readsDuring.push(await drive(tool, urlOf('gateway'), { connections: input.readers, seconds: 1, headers }));
    const { latencies, failures } = await switching;
    const switchSeconds = (Date.now() - switchStarted) / 1000;

    // Exact: half the boarders off, the other half on with one guest each (whatever they had before).
    const expected = { on: Math.floor(tokens.length / 2), guests: Math.floor(tokens.length / 2) };
    const slot = await readCount(gateway, adminToken, input.switchDate, SWITCHED_SLOT);

    const ceilingRow = summary(runs.ceiling);
    const gatewayRow = summary(runs.gateway);
    const duringRow = summary(readsDuring);
    console.log(`\nGET ${path} (${tokens.length} boarders)`);
    console.table([
      { variant: 'ceiling', 'req/s': Math.round(ceilingRow.rps), '× ceiling': '1.00', 'p50 ms': ceilingRow.p50Ms.toFixed(2), 'p99 ms': ceilingRow.p99Ms.toFixed(2), errors: ceilingRow.errors },
      { variant: 'gateway', 'req/s': Math.round(gatewayRow.rps), '× ceiling': (gatewayRow.rps / ceilingRow.rps).toFixed(2), 'p50 ms': gatewayRow.p50Ms.toFixed(2), 'p99 ms': gatewayRow.p99Ms.toFixed(2), errors: gatewayRow.errors },
      { variant: `gateway, ${input.readers} connections, while switching`, 'req/s': Math.round(duringRow.rps), '× ceiling': (duringRow.rps / ceilingRow.rps).toFixed(2), 'p50 ms': duringRow.p50Ms.toFixed(2), 'p99 ms': duringRow.p99Ms.toFixed(2), errors: duringRow.errors },
    ]);
    console.log(`\n${latencies.length} switches of ${SWITCHED_SLOT} on ${input.switchDate}, ${input.switching} at a time, in ${switchSeconds.toFixed(1)} s (${Math.round(latencies.length / switchSeconds)}/s): p50 ${median(latencies).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, failures ${JSON.stringify(failures)}`);
    console.log(`headcount of ${SWITCHED_SLOT} on ${input.switchDate}: on ${slot.on}, guests ${slot.guests} (expected ${expected.on}, ${expected.guests})`);

    // The acceptance holds the gateway to the ceiling in embedded mode; in real mode the figures are read beside it.
    const held = (holds: boolean) => (input.mode === 'embedded' ? holds : undefined);
    const exact = slot.on === expected.on && slot.guests === expected.guests;
    return {
      exact,
      checks: [
        [`headcount through the gateway ≥ 0.5 × ceiling${input.mode === 'real' ? ' (embedded only)' : ''}`, held(gatewayRow.rps / ceilingRow.rps >= 0.5), (gatewayRow.rps / ceilingRow.rps).toFixed(3)],
        [`headcount p99 ≤ 50 ms (gateway, ${input.connections} connections)${input.mode === 'real' ? ' (embedded only)' : ''}`, held(gatewayRow.p99Ms <= 50), `${gatewayRow.p99Ms.toFixed(1)} ms`],
        ['every switch of the burst answers 200', Object.keys(failures).length === 0, JSON.stringify(failures)],
        ['burst: switch p99 ≤ 1,000 ms while the headcount is read', percentile(latencies, 0.99) <= 1000, `p50 ${median(latencies).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`],
        ['headcount exact after the burst', exact, `on ${slot.on}/${expected.on}, guests ${slot.guests}/${expected.guests}`],
        ['no read errors while switching', duringRow.errors === 0, String(duringRow.errors)],
      ],
    };
  } finally {
    ceiling?.kill();
  }
}
