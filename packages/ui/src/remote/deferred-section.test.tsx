import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hostel/tokens';
import { DeferredSection } from './deferred-section';

/** IntersectionObserver and requestIdleCallback by hand: the test says when a part comes into view or the browser idles. */
const observed = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
let idle: (() => void)[] = [];

class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
}

/** Runs the idle callbacks waiting now (and lets the promises they resolve run on). */
async function idleMoment() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const waiting = idle;
    idle = [];
    for (const callback of waiting) callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function scrollIntoView(id: string) {
  const element = document.getElementById(id)!;
  await act(async () => observed.get(element)?.([{ isIntersecting: true }]));
}

const page = (parts: { id: string; whenIdle?: boolean }[]) =>
  render(
    <ThemeProvider theme={theme}>
      {parts.map(({ id, whenIdle }) => (
        <DeferredSection key={id} id={id} minHeight={500} whenIdle={whenIdle}>
          <section id={id} aria-label={id}>
            {id} content
          </section>
        </DeferredSection>
      ))}
    </ThemeProvider>,
  );

beforeEach(() => {
  observed.clear();
  idle = [];
  Object.assign(window, { IntersectionObserver: FakeObserver, requestIdleCallback: (callback: () => void) => idle.push(callback) });
});

afterEach(async () => {
  // Lets the module's idle queue run dry, so the next test starts it afresh.
  for (let moment = 0; moment < 5; moment++) await idleMoment();
  Object.assign(window, { IntersectionObserver: undefined, requestIdleCallback: undefined });
});

describe('DeferredSection', () => {
  it('when a part is below the screen, then a placeholder holds its id and height until it comes near the view, and then the part mounts', async () => {
    page([{ id: 'users', whenIdle: false }]);
    const placeholder = document.getElementById('users')!;
    expect(placeholder).toHaveAttribute('data-deferred');
    expect(placeholder).toHaveStyle({ minHeight: '500px' });
    // It paints nothing, so it is never seen to jump when a part above it mounts at another height.
    const { backgroundColor, backgroundImage, borderStyle, boxShadow } = getComputedStyle(placeholder);
    expect([backgroundColor, backgroundImage, borderStyle, boxShadow].filter((value) => value && !['none', 'transparent', 'rgba(0, 0, 0, 0)'].includes(value))).toEqual([]);
    expect(screen.queryByText('users content')).toBeNull();

    await scrollIntoView('users');
    expect(screen.getByRole('region', { name: 'users' })).toHaveTextContent('users content');
    expect(document.querySelector('[data-deferred]')).toBeNull();
  });

  it('when the browser idles after the page settled, then the parts mount one per idle moment, in page order', async () => {
    page([{ id: 'first' }, { id: 'second' }, { id: 'third' }]);
    const mounted = () => ['first', 'second', 'third'].filter((id) => screen.queryByText(`${id} content`));
    expect(mounted()).toEqual([]);

    await idleMoment(); // the page has settled
    await idleMoment();
    expect(mounted()).toEqual(['first']);
    await idleMoment();
    expect(mounted()).toEqual(['first', 'second']);
    await idleMoment();
    expect(mounted()).toEqual(['first', 'second', 'third']);
  });

  it('when a part waiting for an idle moment is scrolled to first, then it mounts at once and the queue goes on with the next', async () => {
    page([{ id: 'first' }, { id: 'second' }]);
    await scrollIntoView('second');
    expect(screen.getByText('second content')).toBeInTheDocument();
    expect(screen.queryByText('first content')).toBeNull();

    await idleMoment();
    await idleMoment();
    expect(screen.getByText('first content')).toBeInTheDocument();
  });

  it('when a part waits only for the view (charts), then idle moments leave it alone', async () => {
    page([{ id: 'chart', whenIdle: false }]);
    for (let moment = 0; moment < 4; moment++) await idleMoment();
    expect(screen.queryByText('chart content')).toBeNull();
  });

  it("when the part's code is still downloading (React.lazy), then its placeholder stays in place until the code is there", async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const Part = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    render(
      <ThemeProvider theme={theme}>
        <DeferredSection id="lazy" minHeight={500} whenIdle={false}>
          <Part />
        </DeferredSection>
      </ThemeProvider>,
    );
    await scrollIntoView('lazy');
    expect(document.getElementById('lazy')).toHaveAttribute('data-deferred');
    expect(document.getElementById('lazy')).toHaveStyle({ minHeight: '500px' });

    await act(async () => arrive({ default: () => <p>lazy content</p> }));
    expect(await screen.findByText('lazy content')).toBeInTheDocument();
    expect(document.querySelector('[data-deferred]')).toBeNull();
  });

  it('when the browser has no IntersectionObserver, then the part renders at once', () => {
    Object.assign(window, { IntersectionObserver: undefined });
    page([{ id: 'old-browser' }]);
    expect(screen.getByText('old-browser content')).toBeInTheDocument();
  });
});
