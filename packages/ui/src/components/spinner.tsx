import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ role: 'status', 'aria-label': 'Loading' })`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

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
  return (
    <Center>
      <Spinner />
      <p>Loading, please wait...</p>
    </Center>
  );
}
