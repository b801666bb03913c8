import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { STATS_COUNT_UP_S } from '@hostel/contracts';
import { theme } from '@hostel/tokens';
import { Statistics } from './home-sections';

const statistics = (
  <ThemeProvider theme={theme}>
    <Statistics />
  </ThemeProvider>
);

/** The browser's IntersectionObserver, driven by the test: `comeIntoView` tells every observer its element is seen. */
function fakeIntersectionObserver() {
  const callbacks = new Set<IntersectionObserverCallback>();
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      callbacks.add(this.callback);
    }
    disconnect() {
      callbacks.delete(this.callback);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    comeIntoView: () => callbacks.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
  };
}

const counters = () => screen.getAllByRole('definition').map((value) => value.textContent);

describe('Statistics', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.useRealTimers();
  });

  it('when the page is served, then the counters read their start, as the browser’s first render does', () => {
    const served = renderToString(statistics);
    for (const start of ['0+', '0.0', '0%']) expect(served).toContain(`>${start}</dd>`);
  });

  it('when the block comes into view, then each counter counts up to its figure in the spec’s time, not before', () => {
    jest.useFakeTimers();
    const view = fakeIntersectionObserver();
    render(statistics);
    act(() => jest.advanceTimersByTime(STATS_COUNT_UP_S * 1000 + 500));
    expect(counters()).toEqual(['0+', '0+', '0.0', '0%']);

    act(() => view.comeIntoView());
    act(() => jest.advanceTimersByTime(STATS_COUNT_UP_S * 1000 + 500));

    expect(counters()).toEqual(['95,000+', '1,200+', '4.5', '95%']);
  });
});
