/**
 * The CPU slowdown Lighthouse simulates on this machine. Lighthouse's mobile profile slows the CPU 4×,
 * which stands for a mid-range phone only on a box of benchmark index about 1,500; a faster box slowed 4× still runs
 * faster than that phone and reads a better TBT than the phone would see. Scaling the slowdown by the box's measured
 * index makes a fast box measure what a box of index 1,500 would, and never below Lighthouse's own 4×, so a slow
 * box is not measured as a faster phone than the profile means.
 */
export const REFERENCE_BENCHMARK_INDEX = 1500;
export const MIN_CPU_SLOWDOWN = 4;

/** max(4, 4 × index / 1,500), to two decimals (as printed). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`no usable benchmark index: ${benchmarkIndex}`);
  return Math.max(MIN_CPU_SLOWDOWN, Math.round(((MIN_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX) * 100) / 100);
}
