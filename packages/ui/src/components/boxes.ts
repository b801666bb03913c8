import { css } from 'styled-components';

/*
 * The boxes of a dashboard section and of the profile card, as css fragments apart from their components: the
 * shell's dashboard skeleton draws the same boxes before the remote does (its avatar must sit where the remote's
 * will), and imports this file alone, so its first load carries no more of the kit than these lines.
 */

/** Section's box: a white card with the theme's radius and shadow, padded more from the md breakpoint. */
export const sectionBox = css`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 20px 16px;
  margin-bottom: 28px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 24px;
  }
`;

/** ProfileCard's row: the 96 px round avatar (an `img` child) beside what the card tells, wrapping on narrow screens. */
export const profileCardBox = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 20px;
  img {
    /* Never narrower than 96 px (a flex item shrinks beside long text): the skeleton's box and the remote's are one. */
    flex: none;
    width: 96px;
    height: 96px;
    border-radius: 50%;
    border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  }
`;
