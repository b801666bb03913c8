import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Meal } from '@hostel/contracts';
import { hrefOf } from '@hostel/contracts/routes';
import { formatNumber, formatTaka, MealImage, useEnumLabels } from '@hostel/ui';
import { useMealsT } from '../i18n';
import { routes } from '../routes';
import { DietLabels } from '../shared/diet-labels';
import { formatRating } from '../shared/format';

const Card = styled.article`
  /* A card below the screen is laid out and painted only as it comes near it, in a card's room meanwhile: a page of
     meals is long on a phone, and its first screen needs only the first cards. */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 380px;
  display: grid;
  grid-template-rows: auto 1fr;
  background: #fff;
  border-radius: 12px;
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    width: 100%;
    height: 180px;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding: 14px 16px 16px;
  h2, h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

const Price = styled.strong`
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Details = styled(Link)`
  margin-top: 6px;
  justify-self: start;
  padding: 8px 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  text-decoration: none;
  font-weight: 600;
`;

/**
 * One meal in a grid: image, title, category, rating with count, price, View Details. The title is one level
 * below the heading the grid sits under (h2 under a page's h1, h3 under a section's h2).
 */
export function MealCard({ meal, eager, titleLevel = 3 }: { meal: Meal; eager?: boolean; titleLevel?: 2 | 3 }) {
  const { t } = useMealsT();
  const labels = useEnumLabels();
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const rating = formatRating(meal.rating);
  const count = formatNumber(meal.ratingCount);
  return (
    <Card data-testid="meal-card">
      <MealImage src={meal.image} alt={meal.title} eager={eager} />
      <Body>
        <Title>{meal.title}</Title>
        <p>{labels.category(meal.category)}</p>
        <DietLabels dietTags={meal.dietTags} allergens={meal.allergens} />
        <Row>
          <span aria-label={t('card.rated', { count: meal.ratingCount, rating, n: count })}>
            ★ {rating} ({count})
          </span>
          <Price>{formatTaka(meal.price)}</Price>
        </Row>
        <Details to={hrefOf(routes.pages.meal.path, { id: meal._id })}>{t('card.viewDetails')}</Details>
      </Body>
    </Card>
  );
}

export const MealGrid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;
