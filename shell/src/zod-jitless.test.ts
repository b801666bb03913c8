import { turnZodEvalProbeOff } from './zod-jitless';

describe('turnZodEvalProbeOff', () => {
  afterEach(() => jest.restoreAllMocks());

  it('when the shell has run it, then zod loaded afterwards reads jitless from its configuration and parses without probing for eval', async () => {
    turnZodEvalProbeOff();
    const made = jest.spyOn(globalThis, 'Function');
    await jest.isolateModulesAsync(async () => {
      const { z, config } = await import('zod');

      expect(config().jitless).toBe(true);
      expect(z.object({ title: z.string() }).parse({ title: 'Beef Tehari' })).toEqual({ title: 'Beef Tehari' });
      expect(made).not.toHaveBeenCalled();
    });
  });
});
