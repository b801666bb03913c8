import { startTransition } from 'react';

/**
 * A root's first render as a transition: React then renders it in slices of a few milliseconds and lets the
 * browser breathe between them, instead of one long task that blocks input on a slow phone (Lighthouse's total
 * blocking time). Nothing waits on screen for it: the server's first screen shows the same content meanwhile.
 * single-spa-react creates the root and calls render() synchronously inside mount, so the transition covers it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any lifecycle's props; only passed through
type Mountable = { mount: (props: any) => Promise<unknown> };

export function timeSlicedMount<Lifecycles extends Mountable>(lifecycles: Lifecycles): Lifecycles {
  return {
    ...lifecycles,
    mount: (props: Parameters<Lifecycles['mount']>[0]) => {
      let mounted: Promise<unknown> = Promise.resolve();
      startTransition(() => {
        mounted = lifecycles.mount(props);
      });
      return mounted;
    },
  };
}
