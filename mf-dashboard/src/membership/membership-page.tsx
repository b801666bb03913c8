import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_BADGE, PACKAGES } from '@hostel/contracts';
import { Heading, Page, Pill, useSession } from '@hostel/ui';

const Grid = styled.ul`
  display: grid;
  gap: 20px;
  list-style: none;
  padding: 0;
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li<{ $current: boolean }>`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: 12px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  h2 { margin: 0; font-family: ${({ theme }) => theme.font.heading}; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  h2 ${Pill} { font-family: ${({ theme }) => theme.font.body}; }
  ul { margin: 0; padding-left: 20px; line-height: 1.7; }
`;

const Price = styled.p`
  margin: 0;
  font-size: 1.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Buy = styled(Link)`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover { filter: brightness(0.92); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primaryDark}; outline-offset: 2px; }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 24px;
`;

/** The three membership packages, each leading to its card checkout. */
export function MembershipPage() {
  const { user } = useSession();
  return (
    <Page>
      <Heading>Buy Membership</Heading>
      <Intro>
        Your badge: <strong>{user?.badge ?? DEFAULT_BADGE}</strong>. Premium members can request meals, review them and like upcoming meals.
      </Intro>
      <Grid>
        {Object.values(PACKAGES).map((pkg) => (
          <Card key={pkg.id} $current={user?.badge === pkg.badge} aria-labelledby={`package-${pkg.id}`}>
            <h2 id={`package-${pkg.id}`}>
              {pkg.name} {user?.badge === pkg.badge && <Pill $tone="primary">Your current package</Pill>}
            </h2>
            <Price>{pkg.price} tk.</Price>
            <ul>
              {pkg.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Buy to={`/checkout/${pkg.id}`} aria-label={`Buy the ${pkg.name} package`}>
              Buy {pkg.name}
            </Buy>
          </Card>
        ))}
      </Grid>
    </Page>
  );
}
