import { cpuSlowdownFor } from './cpu-slowdown';

describe('the CPU slowdown scaled to the box', () => {
  it('when the box is faster than the reference phone box, then the slowdown grows with its index', () => {
    expect(cpuSlowdownFor(1500)).toBe(4);
    expect(cpuSlowdownFor(3000)).toBe(8);
    expect(cpuSlowdownFor(2847)).toBe(7.59);
  });

  it('when the box is slower than the reference, then the slowdown stays at 4 (never below Lighthouse’s profile)', () => {
    expect(cpuSlowdownFor(900)).toBe(4);
    expect(cpuSlowdownFor(1499)).toBe(4);
  });

  it('when no index was measured, then it refuses rather than measure with a made-up slowdown', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow('no usable benchmark index');
    expect(() => cpuSlowdownFor(0)).toThrow('no usable benchmark index');
  });
});
