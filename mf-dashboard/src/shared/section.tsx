import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 20px 16px;
  margin-bottom: 28px;
  /* The navbar is fixed: anchor jumps must not hide the heading under it. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 12px);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 24px;
  }
  h2 {
    margin: 0 0 16px;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.4rem;
  }
`;

/** One titled dashboard section, labelled by its heading for screen readers. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </Box>
  );
}
