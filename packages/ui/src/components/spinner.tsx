import type { ComponentProps } from 'react';
import styled, { keyframes } from 'styled-components';
import { useUiT } from '../i18n/ui-catalogue';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinning = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A spinner, announced as loading in the page's language. */
export function Spinner(props: ComponentProps<typeof Spinning>) {
  const { t } = useUiT();
  return <Spinning role="status" aria-label={t('loading.label')} {...props} />;
}

const Center = styled.div`
  min-height: 50vh;
  display: grid;
  place-items: center;
  gap: 12px;
  align-content: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The spec's loading screen: a page waiting for its data, its code or the sign-in state. */
export function LoadingScreen() {
  const { t } = useUiT();
  return (
    <Center>
      <Spinner />
      <p>{t('loading.screen')}</p>
    </Center>
  );
}
