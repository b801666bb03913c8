import type { LoadResult } from '../load';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;
export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Several load runs as one row: mean throughput, median p50, worst p99, every error. */
export const summary = (runs: LoadResult[]): LoadResult => ({
  rps: mean(runs.map((r) => r.rps)),
  p50Ms: median(runs.map((r) => r.p50Ms)),
  p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});

/** A target's line in the bench's last table: `holds` undefined for a figure with no target. */
export type Check = [target: string, holds: boolean | undefined, figure: string];

export const ms = (value: number) => `${value.toFixed(1)} ms`;
