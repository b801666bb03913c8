import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { likeUpcoming, listUpcoming, PROMOTION_NOTICE_MS, type UpcomingMeal } from '@hostel/contracts';
import { ApiError, Button, call, formatAmount, formatDate, formatNumber, Heading, MealImage, Page, showDialog, showError, Spinner, useEnumLabels, useSession } from '@hostel/ui';
import { useMealsT } from '../i18n';
import { mealKeys } from '../meals/meals-api';
import { MealGrid } from '../meals/meal-card';
import { DietLabels } from '../shared/diet-labels';
import { isDefaultDistributor } from '../shared/labels';

const Note = styled.p`
  padding: 12px 16px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const Card = styled.article`
  background: #fff;
  border-radius: 12px;
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    width: 100%;
    height: 170px;
    object-fit: cover;
  }
  div {
    padding: 14px 16px;
    display: grid;
    gap: 4px;
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function UpcomingCard({ meal, onLike, busy }: { meal: UpcomingMeal; onLike: () => void; busy: boolean }) {
  const { t } = useMealsT();
  const labels = useEnumLabels();
  const { likes } = meal;
  return (
    <Card data-testid="upcoming-card">
      <MealImage src={meal.image} alt={meal.title} />
      <div>
        <h2>{meal.title}</h2>
        <p>{meal.description}</p>
        <p>{t('upcoming.time', { time: meal.postTime || t('upcoming.noTime') })}</p>
        <p>{t('upcoming.category', { category: labels.category(meal.category) })}</p>
        <DietLabels dietTags={meal.dietTags} allergens={meal.allergens} />
        <p>{t('upcoming.price', { amount: formatAmount(meal.price) })}</p>
        <p>{t('upcoming.by', { name: isDefaultDistributor(meal.distributorName) ? t('meal.defaultDistributor') : meal.distributorName })}</p>
        <p>{t('upcoming.posted', { date: formatDate(meal.createdAt) })}</p>
        <Button type="button" $small onClick={onLike} disabled={busy} aria-pressed={meal.likedByMe} aria-label={t('upcoming.likeLabel', { title: meal.title, count: likes, n: formatNumber(likes) })}>
          ♥ {t('meal.like', { n: formatNumber(likes) })}
        </Button>
      </div>
    </Card>
  );
}

/** Upcoming Meals, most liked first; premium users like them and the tenth like promotes the meal. */
export function UpcomingPage() {
  const { t } = useMealsT();
  const { api } = useSession();
  const client = useQueryClient();
  const token = api.getToken();
  const { data: meals = [], isLoading } = useQuery({
    queryKey: mealKeys.upcoming,
    queryFn: ({ signal }) => call(listUpcoming, { token, signal }),
    select: (list) => [...list].sort((a, b) => b.likes - a.likes),
  });
  const like = useMutation({
    mutationFn: (id: string) => call(likeUpcoming, { params: { id }, token, body: {} }),
    onSuccess: async (result) => {
      if (result.promoted) void showDialog({ icon: 'success', title: t('upcoming.promoted'), showConfirmButton: false, timer: PROMOTION_NOTICE_MS });
      await client.invalidateQueries({ queryKey: mealKeys.upcoming });
      if (result.promoted) await client.invalidateQueries({ queryKey: mealKeys.all });
    },
    onError: (err) => {
      // 409 is the server's 'You already liked this meal'.
      if (err instanceof ApiError && err.status === 409) void showDialog({ icon: 'info', title: t('meal.alreadyLiked') });
      else showError({ error: err });
    },
  });

  return (
    <Page>
      <Heading>{t('upcoming.title')}</Heading>
      <Note>{t('upcoming.note')}</Note>
      {isLoading ? (
        <Spinner />
      ) : meals.length === 0 ? (
        <p>{t('upcoming.empty')}</p>
      ) : (
        <MealGrid>
          {meals.map((meal) => (
            <UpcomingCard key={meal._id} meal={meal} busy={like.isPending && like.variables === meal._id} onLike={() => like.mutate(meal._id)} />
          ))}
        </MealGrid>
      )}
    </Page>
  );
}
