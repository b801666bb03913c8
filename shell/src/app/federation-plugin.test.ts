import shellFederationPlugin from './federation-plugin';

describe('the shell federation runtime plugin', () => {
  afterEach(() => jest.restoreAllMocks());

  it('when a shared library is about to load, then it goes on in a later task with its arguments unchanged', async () => {
    const plugin = shellFederationPlugin();
    const order: string[] = [];
    const args = { pkgName: 'react' } as unknown as Parameters<NonNullable<typeof plugin.beforeLoadShare>>[0];
    setTimeout(() => order.push('a task queued before'), 0);
    const result = await plugin.beforeLoadShare!(args);
    order.push('the share');
    expect(result).toBe(args);
    expect(order).toEqual(['a task queued before', 'the share']);
  });

  it('when a remote cannot be loaded, then it resolves to nothing and says which one', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('offline');
    const result = shellFederationPlugin().errorLoadRemote!({ id: 'mf_meals/spa', error } as unknown as Parameters<NonNullable<ReturnType<typeof shellFederationPlugin>['errorLoadRemote']>>[0]);
    expect(result).toBeNull();
    expect(warn).toHaveBeenCalledWith('[shell] remote mf_meals/spa failed to load', error);
  });
});
