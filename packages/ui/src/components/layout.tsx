import styled from 'styled-components';

export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

export const Heading = styled.h1`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(1.6rem, 4vw, 2.2rem);
  margin: 8px 0 16px;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; }
  th { background: ${({ theme }) => theme.colors.primarySoft}; font-size: 0.9rem; }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Field = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 600;
  font-size: 0.95rem;
  input, select, textarea {
    font: inherit;
    font-weight: 400;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #fff;
    min-height: 44px;
  }
  input[readonly] { background: ${({ theme }) => theme.colors.background}; }
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 4px 0 0;
  font-size: 0.9rem;
  white-space: pre-line;
`;
