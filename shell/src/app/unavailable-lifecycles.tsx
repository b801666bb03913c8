import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { triggerAppChange, unloadApplication, type LifeCycles } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { SectionUnavailable } from '@hostel/ui';
import { theme } from '@hostel/tokens';

/**
 * Stand-in lifecycles for a remote that could not be loaded: the fallback renders in that remote's area only.
 * Retry unloads the stand-in so single-spa asks the loader again on the next route evaluation.
 */
export function unavailableLifecycles(name: string, label: string): LifeCycles {
  const retry = () => {
    void unloadApplication(name, { waitForUnmount: false }).then(() => triggerAppChange());
  };
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <ThemeProvider theme={theme}>
        <SectionUnavailable label={label} onRetry={retry} />
      </ThemeProvider>
    ),
    domElementGetter: () => document.getElementById('mf-area') ?? document.body,
    errorBoundary: () => <SectionUnavailable label={label} />,
  }) as LifeCycles;
}
