import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { AfterHydration, Spinner } from '@hostel/ui';
import { HeroCarousel } from './hero-carousel';
import { AnnouncementBanner, HomeSection, MembershipBlock, Statistics, Tagline } from './home-sections';
import { shellT, useShellT } from '../i18n';

/** mf-meals owns the "meals by category" block; the shell only gives it a place on Home. */
const CategoryBlock = lazy(async () => {
  const remote = await loadRemote<{ default: ComponentType }>('mf_meals/category-block');
  if (!remote) throw new Error('mf_meals/category-block is unavailable');
  return remote;
});

/**
 * The block's room, held from the served page on: the tabs and the first cards arrive after hydration, and the
 * banner below must not move when they do (a shift in the first screen of a phone, where the block starts low).
 */
const BlockSlot = styled.div`
  min-height: 28rem;
`;

class BlockBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="status">{shellT()('home.byCategoryUnavailable')}</p> : this.props.children;
  }
}

export function HomePage() {
  const { t } = useShellT();
  return (
    <>
      <HeroCarousel />
      <Tagline>
        <span title={t('home.taglineTitle')}>{t('home.tagline')}</span>
      </Tagline>
      <HomeSection aria-labelledby="category-heading">
        <h2 id="category-heading">{t('home.byCategory')}</h2>
        {/* Loaded from mf-meals in the browser only: the served page and the hydrated one show the spinner. */}
        <BlockSlot>
          <AfterHydration fallback={<Spinner />}>
            <BlockBoundary>
              <Suspense fallback={<Spinner />}>
                <CategoryBlock />
              </Suspense>
            </BlockBoundary>
          </AfterHydration>
        </BlockSlot>
      </HomeSection>
      <AnnouncementBanner />
      <Statistics />
      <MembershipBlock />
    </>
  );
}
