import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { triggerAppChange, unloadApplication, type LifeCycles } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { SectionUnavailable } from '@hostel/ui';
import { theme } from '@hostel/tokens';
import { useShellT } from '../i18n';

/**
 * Stand-in lifecycles for a remote that could not be loaded: the fallback renders in that remote's area only.
 * Retry unloads the stand-in so single-spa asks the loader again on the next route evaluation.
 */
/** The fallback, naming the remote's area in the page's language when its routes give the label's key. */
function Unavailable({ label, labelKey, onRetry }: { label: string; labelKey?: string; onRetry?: () => void }) {
  const { t } = useShellT();
  return <SectionUnavailable label={labelKey ? t(labelKey) : label} onRetry={onRetry} />;
}

export function unavailableLifecycles(name: string, label: string, labelKey?: string): LifeCycles {
  const retry = () => {
    void unloadApplication(name, { waitForUnmount: false }).then(() => triggerAppChange());
  };
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <ThemeProvider theme={theme}>
        <Unavailable label={label} labelKey={labelKey} onRetry={retry} />
      </ThemeProvider>
    ),
    domElementGetter: () => document.getElementById('mf-area') ?? document.body,
    errorBoundary: () => <Unavailable label={label} labelKey={labelKey} />,
  }) as LifeCycles;
}
