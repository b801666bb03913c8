import styled from 'styled-components';

/** The bar above a week's days: the week's dates and its previous/next buttons. */
export const WeekBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 12px;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/** A week's days: one column on a phone, two from the medium breakpoint. */
export const WeekDays = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** One day of a week, titled by an h3. */
export const WeekDay = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 10px 12px;
  h3 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
`;
