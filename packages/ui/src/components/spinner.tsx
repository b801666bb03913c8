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

export function LoadingScreen({ text }: { text?: string }) {
  return (
    <Center>
      <Spinner />
      {text && <p>{text}</p>}
    </Center>
  );
}
