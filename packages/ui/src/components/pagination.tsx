import styled from 'styled-components';
import { formatNumber } from '../format/format';
import { useUiT } from '../i18n/ui-catalogue';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: center;
  margin: 16px 0;
  button {
    min-width: 40px;
    min-height: 40px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    font: inherit;
  }
  button[aria-current='page'] { background: ${({ theme }) => theme.colors.primary}; color: #fff; border-color: transparent; }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/** Prev/Next and numbered pages; renders nothing for a single page. */
export function Pagination({ page, totalPages, onChange, label }: { page: number; totalPages: number; onChange: (page: number) => void; label?: string }) {
  const { t } = useUiT();
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={label ?? t('pagination.label')}>
      <button type="button" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        {t('pagination.prev')}
      </button>
      {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
        <button key={n} type="button" aria-current={n === page ? 'page' : undefined} onClick={() => onChange(n)}>
          {formatNumber(n)}
        </button>
      ))}
      <button type="button" onClick={() => onChange(page + 1)} disabled={page >= totalPages}>
        {t('pagination.next')}
      </button>
    </Nav>
  );
}
