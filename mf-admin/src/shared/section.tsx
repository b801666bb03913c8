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
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.4rem;
  }
`;

/** One titled admin section; `actions` sit on the heading's line (search box, Add button). */
export function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box id={id} aria-labelledby={`${id}-title`}>
      <Head>
        <h2 id={`${id}-title`}>{title}</h2>
        {actions}
      </Head>
      {children}
    </Box>
  );
}
