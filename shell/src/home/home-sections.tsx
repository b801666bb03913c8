import CountUp from 'react-countup';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { PACKAGES, STATS_COUNT_UP_S } from '@hostel/contracts';
import { media } from '@hostel/tokens';
import { useRouteBook } from '../app/route-book-context';
import { useTonightsDinner } from './tonights-dinner';

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 48px auto;
  padding: 0 16px;
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    text-align: center;
    font-size: 2rem;
    margin: 0 0 24px;
  }
`;

export const Tagline = styled.p`
  text-align: center;
  margin: 24px 16px 0;
  span {
    border-bottom: 1px dotted currentColor;
    cursor: help;
  }
`;

const scroll = keyframes`from { transform: translateX(100%); } to { transform: translateX(-100%); }`;

const BannerStrip = styled.div`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.banner};
  color: #fff;
  font-weight: 600;
  padding: 12px 0;
  p {
    margin: 0;
    white-space: nowrap;
    animation: ${scroll} 28s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    p {
      animation: none;
      white-space: normal;
      text-align: center;
    }
  }
`;

/** The spec's sample menu until the weekly menu names tonight's dinner (DESIGN §9); one line either way, so nothing moves. */
export function AnnouncementBanner() {
  const dinner = useTonightsDinner();
  return (
    <BannerStrip role="region" aria-label="Announcement">
      <p>
        {dinner.length > 0 ? `Tonight's dinner: ${dinner.join(' · ')}` : 'Tonight\'s menu: Chicken Biryani · Beef Tehari · Dal & Rice · Fresh Salad'} — Serving starts at 8:30 PM daily in the main dining
        hall.
      </p>
    </BannerStrip>
  );
}

const StatsGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 16px;
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    background: #fff;
    border-radius: 12px;
    box-shadow: ${({ theme }) => theme.shadow.card};
    padding: 24px 12px;
    text-align: center;
  }
  dd {
    margin: 0;
    font-size: 2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const STATS = [
  { label: 'Meals served', end: 95000, suffix: '+', decimals: 0 },
  { label: 'Registered students', end: 1200, suffix: '+', decimals: 0 },
  { label: 'Average rating', end: 4.5, suffix: '', decimals: 1 },
  { label: 'Satisfaction', end: 95, suffix: '%', decimals: 0 },
];

export function Statistics() {
  return (
    <Section aria-labelledby="stats-heading">
      <h2 id="stats-heading">Our Numbers</h2>
      <StatsGrid>
        {STATS.map((stat) => (
          <div key={stat.label}>
            <dd>
              <CountUp end={stat.end} duration={STATS_COUNT_UP_S} decimals={stat.decimals} suffix={stat.suffix} enableScrollSpy scrollSpyOnce />
            </dd>
            <dt>{stat.label}</dt>
          </div>
        ))}
      </StatsGrid>
    </Section>
  );
}

const Packages = styled.div`
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  article {
    background: #fff;
    border-radius: 12px;
    box-shadow: ${({ theme }) => theme.shadow.card};
    padding: 24px;
    display: grid;
    gap: 8px;
  }
  h3 {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  a {
    justify-self: start;
    margin-top: 8px;
    padding: 8px 18px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    text-decoration: none;
    font-weight: 600;
  }
`;

export function MembershipBlock() {
  const routes = useRouteBook();
  return (
    <Section aria-labelledby="membership-heading">
      <h2 id="membership-heading">Upgrade Your Membership</h2>
      <Packages>
        {Object.values(PACKAGES).map((pkg) => (
          <article key={pkg.id}>
            <h3>{pkg.name}</h3>
            <p>
              <strong>{pkg.price} tk.</strong>
            </p>
            <ul>
              {pkg.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link to={routes.hrefOf('mf_dashboard', 'checkout', { package: pkg.id }) ?? '/'}>Choose {pkg.name}</Link>
          </article>
        ))}
      </Packages>
    </Section>
  );
}

export { Section as HomeSection };
