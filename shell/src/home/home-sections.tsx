import { useEffect, useRef, useState, type RefObject } from 'react';
import CountUp from 'react-countup';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { PACKAGES, STATS_COUNT_UP_S, type PackageId } from '@hostel/contracts';
import { formatFixed, formatNumber } from '@hostel/ui';
import { media } from '@hostel/tokens';
import { useRouteBook } from '../app/route-book-context';
import { useTonightsDinner } from './tonights-dinner';
import { useShellT } from '../i18n';

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 48px auto;
  padding: 0 16px;
  /* The statistics and membership blocks are far below the first screen: laid out and painted as they come near it. */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 600px;
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
  const { t } = useShellT();
  const dinner = useTonightsDinner();
  return (
    <BannerStrip role="region" aria-label={t('home.announcement.label')}>
      <p>{dinner.length > 0 ? t('home.announcement.tonight', { meals: dinner.join(' · ') }) : t('home.announcement.sample')}</p>
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

/** `label`: the key in the shell's catalogue. */
export const STATS = [
  { label: 'home.stats.mealsServed', end: 95000, suffix: '+', decimals: 0 },
  { label: 'home.stats.students', end: 1200, suffix: '+', decimals: 0 },
  { label: 'home.stats.rating', end: 4.5, suffix: '', decimals: 1 },
  { label: 'home.stats.satisfaction', end: 95, suffix: '%', decimals: 0 },
];


/**
 * Whether the element has come into view yet (at once where the browser cannot tell). False in the served markup and
 * in the hydration's render, so both say the same.
 */
function useSeenOnce(element: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setSeen(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setSeen(true));
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [seen, element]);
  return seen;
}

/**
 * The counters start from zero when the block comes into view. Each counter is made only then: making one writes its
 * text through `innerHTML` and watches its element, and four of them made with the page added to the hydration's own
 * task, for a block far below the first screen.
 */
export function Statistics() {
  const { t, i18n } = useShellT();
  const grid = useRef<HTMLDListElement>(null);
  const seen = useSeenOnce(grid);
  return (
    <Section aria-labelledby="stats-heading">
      <h2 id="stats-heading">{t('home.stats.title')}</h2>
      <StatsGrid ref={grid}>
        {STATS.map((stat) => {
          const text = (value: number) => formatFixed(value, stat.decimals) + stat.suffix;
          return (
            <div key={stat.label}>
              <dd>
                {/* Keyed by the language: the counter keeps the text it last wrote until it counts again. */}
                {seen ? <CountUp key={i18n.language} end={stat.end} duration={STATS_COUNT_UP_S} decimals={stat.decimals} formattingFn={text} /> : text(0)}
              </dd>
              <dt>{t(stat.label)}</dt>
            </div>
          );
        })}
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

/** Each package's name and features (contracts' PACKAGES, in the same order) as the catalogue's keys. */
const PACKAGE_WORDS: Record<PackageId, { name: string; features: string[] }> = {
  silver: { name: 'home.membership.silver.name', features: ['home.membership.silver.features.meals', 'home.membership.silver.features.request', 'home.membership.silver.features.support'] },
  gold: { name: 'home.membership.gold.name', features: ['home.membership.gold.features.silver', 'home.membership.gold.features.like', 'home.membership.gold.features.support'] },
  platinum: {
    name: 'home.membership.platinum.name',
    features: ['home.membership.platinum.features.gold', 'home.membership.platinum.features.early', 'home.membership.platinum.features.vip', 'home.membership.platinum.features.hotline'],
  },
};

export function MembershipBlock() {
  const { t } = useShellT();
  const routes = useRouteBook();
  return (
    <Section aria-labelledby="membership-heading">
      <h2 id="membership-heading">{t('home.membership.title')}</h2>
      <Packages>
        {Object.values(PACKAGES).map((pkg) => (
          <article key={pkg.id}>
            <h3>{t(PACKAGE_WORDS[pkg.id].name)}</h3>
            <p>
              <strong>{t('home.membership.price', { price: formatNumber(pkg.price) })}</strong>
            </p>
            <ul>
              {PACKAGE_WORDS[pkg.id].features.map((feature) => (
                <li key={feature}>{t(feature)}</li>
              ))}
            </ul>
            <Link to={routes.hrefOf('mf_dashboard', 'checkout', { package: pkg.id }) ?? '/'}>{t('home.membership.choose', { name: t(PACKAGE_WORDS[pkg.id].name) })}</Link>
          </article>
        ))}
      </Packages>
    </Section>
  );
}

export { Section as HomeSection };
