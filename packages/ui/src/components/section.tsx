import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useUiT } from '../i18n/ui-catalogue';
import { sectionBox } from './boxes';

const Box = styled.section`
  ${sectionBox}
  /* The navbar is fixed: anchor jumps must not hide the heading under it. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 12px);
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

/** One titled dashboard section, labelled by its heading; `actions` sit on the heading's line (search box, Add button). */
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

const JumpNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    padding: 0;
    margin: 0 0 24px;
  }
  a {
    display: inline-block;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 600;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryDark};
    outline-offset: 2px;
  }
`;

/** Links to a long page's sections (`[id, label]` pairs), so it stays quick to move through. */
export function JumpList({ sections }: { sections: readonly (readonly [id: string, label: string])[] }) {
  const { t } = useUiT();
  return (
    <JumpNav aria-label={t('jumpList')}>
      <ul>
        {sections.map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`}>{label}</a>
          </li>
        ))}
      </ul>
    </JumpNav>
  );
}
