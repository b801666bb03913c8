import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_BADGE, PACKAGES } from '@hostel/contracts';
import { Heading, Page, Pill, useEnumLabels, useSession } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { formatTk } from '../shared/format';
import { PACKAGE_FEATURE_KEYS, PACKAGE_NAME_KEY } from '../shared/labels';

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
  const { t } = useDashboardT();
  const labels = useEnumLabels();
  return (
    <Page>
      <Heading>{t('membership.title')}</Heading>
      <Intro>
        <Trans t={t} i18nKey="membership.intro" values={{ badge: labels.badge(user?.badge ?? DEFAULT_BADGE) }} components={{ strong: <strong /> }} />
      </Intro>
      <Grid>
        {Object.values(PACKAGES).map((pkg) => {
          const name = t(PACKAGE_NAME_KEY[pkg.id]);
          return (
            <Card key={pkg.id} $current={user?.badge === pkg.badge} aria-labelledby={`package-${pkg.id}`}>
              <h2 id={`package-${pkg.id}`}>
                {name} {user?.badge === pkg.badge && <Pill $tone="primary">{t('membership.current')}</Pill>}
              </h2>
              <Price>{t('money.tk', { amount: formatTk(pkg.price) })}</Price>
              <ul>
                {PACKAGE_FEATURE_KEYS[pkg.id].map((feature) => (
                  <li key={feature}>{t(feature)}</li>
                ))}
              </ul>
              {/* Named by its own words: an accessible name must hold the visible label (WCAG 2.5.3). */}
              <Buy to={`/checkout/${pkg.id}`}>{t('membership.buy', { name })}</Buy>
            </Card>
          );
        })}
      </Grid>
    </Page>
  );
}
