import styled, { css } from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'ghost' | 'danger' | 'success'; $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: ${({ $small }) => ($small ? '32px' : '44px')};
  padding: ${({ $small }) => ($small ? '4px 12px' : '10px 20px')};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  transition: background 0.15s ease;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'ghost'
      ? css`
          background: transparent;
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) { background: ${theme.colors.primarySoft}; }
        `
      : css`
          background: ${$variant === 'danger' ? theme.colors.danger : $variant === 'success' ? theme.colors.success : theme.colors.primary};
          color: #fff;
          &:hover:not(:disabled) { filter: brightness(0.92); }
        `}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primaryDark}; outline-offset: 2px; }
`;
