import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { AfterHydration, renderTypeFor } from './hydrate';

/** React's act() outside Testing Library: the environment says it may be used. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('hydrating the served first screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('when the container holds served markup, then the root hydrates it; when it is empty, the root draws it', () => {
    const served = document.createElement('main');
    served.innerHTML = '<h1>All Meals</h1>';
    expect(renderTypeFor(served)).toBe('hydrateRoot');
    expect(renderTypeFor(document.createElement('main'))).toBe('createRoot');
    expect(renderTypeFor(null)).toBe('createRoot');
  });

  it('when a part waits for hydration, then the server draws its fallback, hydration keeps the served elements, and the part appears after', async () => {
    const page = (
      <section>
        <h1>Home</h1>
        <AfterHydration fallback={<p>Loading</p>}>
          <p>Only in the browser</p>
        </AfterHydration>
      </section>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.innerHTML).toBe('<section><h1>Home</h1><p>Loading</p></section>');
    document.body.append(container);
    const heading = container.querySelector('h1');
    const errors: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('p')?.textContent).toBe('Only in the browser');
  });
});
