import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { MealDetails } from '@hostel/contracts';
import { Button, formatNumber, formatTaka, LoadingScreen, MealImage, Page, Stars, TimeAgo, useEnumLabels, useSession } from '@hostel/ui';
import { useMealsT } from '../i18n';
import { useAskToLogin } from '../shared/actions';
import { DietLabels } from '../shared/diet-labels';
import { formatRating, formatWeekday } from '../shared/format';
import { isDefaultDistributor } from '../shared/labels';
import { useMeal, useMealActions } from './meal-api';
import { RatingChart } from './rating-chart';
import { ReviewForm } from './review-form';

const Layout = styled.article`
  display: grid;
  gap: 24px;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: 16px;
    object-fit: cover;
  }
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    margin: 0 0 8px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 12px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const NextServed = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 16px 0;
`;

const Reviews = styled.section`
  margin-top: 40px;
  display: grid;
  gap: 24px;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  li {
    background: #fff;
    border-radius: 12px;
    padding: 12px 16px;
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  li header {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    font-weight: 600;
  }
  time {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function MealView({ meal }: { meal: MealDetails }) {
  const { t } = useMealsT();
  const labels = useEnumLabels();
  const { user } = useSession();
  const { like, request, review } = useMealActions(meal);
  const askToLogin = useAskToLogin();
  const signedIn = (action: () => void) => () => (user ? action() : askToLogin());
  const { reviews } = meal;
  return (
    <Page>
      <Layout>
        <MealImage src={meal.image} alt={meal.title} eager />
        <div>
          <h1>{meal.title}</h1>
          <p>
            <Stars value={meal.rating} /> {t('meal.ratings', { count: meal.ratingCount, rating: formatRating(meal.rating), n: formatNumber(meal.ratingCount) })}
          </p>
          <RatingChart counts={meal.ratingCounts ?? []} />
          {meal.nextServed && (
            <NextServed>
              {t('meal.nextServed', { weekday: formatWeekday(meal.nextServed.date), slot: labels.category(meal.nextServed.slot) })}
            </NextServed>
          )}
          <DietLabels dietTags={meal.dietTags} allergens={meal.allergens} named />
          <dl>
            <dt>{t('meal.facts.distributor')}</dt>
            <dd>{isDefaultDistributor(meal.distributorName) ? t('meal.defaultDistributor') : meal.distributorName}</dd>
            <dt>{t('meal.facts.category')}</dt>
            <dd>{labels.category(meal.category)}</dd>
            <dt>{t('meal.facts.price')}</dt>
            <dd>{formatTaka(meal.price)}</dd>
            <dt>{t('meal.facts.posted')}</dt>
            <dd>
              <TimeAgo value={meal.createdAt || meal.postTime} />
            </dd>
            <dt>{t('meal.facts.ingredients')}</dt>
            <dd>{meal.ingredients || t('meal.notListed')}</dd>
            {meal.calories != null && (
              <>
                <dt>{t('meal.facts.calories')}</dt>
                <dd>{t('meal.kcal', { n: formatNumber(meal.calories) })}</dd>
              </>
            )}
          </dl>
          <p>{meal.description}</p>
          <Actions>
            <Button type="button" onClick={signedIn(() => like.mutate())} disabled={like.isPending} aria-pressed={meal.likedByMe} aria-label={t('meal.likeLabel', { count: meal.likes, n: formatNumber(meal.likes) })}>
              ♥ {t('meal.like', { n: formatNumber(meal.likes) })}
            </Button>
            <Button type="button" $variant="success" onClick={signedIn(() => request.mutate())} disabled={request.isPending}>
              {t('meal.request')}
            </Button>
          </Actions>
        </div>
      </Layout>
      <Reviews aria-label={t('reviews.region')}>
        <div>
          <h2>{t('reviews.write')}</h2>
          {user ? <ReviewForm onSubmit={(input) => review.mutateAsync(input)} busy={review.isPending} /> : <p>{t('reviews.loginToWrite')}</p>}
        </div>
        <div>
          <h2>{t('reviews.heading', { n: formatNumber(reviews.length) })}</h2>
          {reviews.length === 0 ? (
            <p>{t('reviews.none')}</p>
          ) : (
            <ul>
              {reviews.map((item) => (
                <li key={item._id}>
                  <header>
                    <span>{item.name}</span>
                    <TimeAgo value={item.time} />
                  </header>
                  <Stars value={item.rating} />
                  <p>{item.comment}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Reviews>
    </Page>
  );
}

export function MealDetailsPage() {
  const { id = '' } = useParams();
  const { data: meal } = useMeal(id);
  // Spec §8: while loading, and when the meal cannot be fetched, the loading screen stays.
  if (!meal) return <LoadingScreen />;
  return <MealView meal={meal} />;
}
