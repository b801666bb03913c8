import styled from 'styled-components';
import { Heading, Page } from '@hostel/ui';
import { PaymentHistory } from '../payments/payment-history';
import { MyProfile } from '../profile/my-profile';
import { RequestedMeals } from '../requests/requested-meals';
import { MyReviews } from '../reviews/my-reviews';

/** The sections in the spec's order; the jump list keeps a long page quick to move through. */
const SECTIONS = [
  ['my-profile', 'My Profile'],
  ['requested-meals', 'Requested Meals'],
  ['my-reviews', 'All Reviews'],
  ['payment-history', 'Payment History'],
] as const;

const JumpList = styled.nav`
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

export function UserDashboardPage() {
  return (
    <Page>
      <Heading>My Dashboard</Heading>
      <JumpList aria-label="Dashboard sections">
        <ul>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </JumpList>
      <MyProfile />
      <RequestedMeals />
      <MyReviews />
      <PaymentHistory />
    </Page>
  );
}
