import styled from 'styled-components';

type Tone = 'neutral' | 'warning' | 'success' | 'primary';

/** A small rounded label: badges, roles and request statuses. */
export const Pill = styled.span<{ $tone?: Tone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) =>
    $tone === 'warning'
      ? `background: ${theme.colors.warningSoft}; color: ${theme.colors.warning};`
      : $tone === 'success'
        ? `background: ${theme.colors.successSoft}; color: ${theme.colors.success};`
        : $tone === 'primary'
          ? `background: ${theme.colors.primarySoft}; color: ${theme.colors.primaryDark};`
          : `background: ${theme.colors.background}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border};`}
`;

/** Buttons side by side in a table cell; the table scrolls sideways on phones rather than stacking them. */
export const Actions = styled.div`
  display: flex;
  gap: 6px;
`;
