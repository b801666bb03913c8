import styled from 'styled-components';
import { DEFAULT_DISTRIBUTOR, type Meal } from '@hostel/contracts';
import { formatAmount, formatTaka, MealImage, Modal } from '@hostel/ui';
import { slotName, useAdminT } from '../i18n';

const Picture = styled(MealImage)`
  width: 100%;
  height: auto;
  max-height: 240px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 12px;
  margin: 14px 0 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** Read-only view of one meal; the spec shows its price with a dollar sign here (in English; Bengali says taka). */
export function MealDetailModal({ meal, onClose }: { meal: Meal | null; onClose: () => void }) {
  const { t } = useAdminT();
  return (
    <Modal open={meal !== null} title={meal?.title ?? t('mealDetail.fallbackTitle')} onClose={onClose}>
      {meal && (
        <>
          <Picture src={meal.image} alt={meal.title} />
          <Facts>
            <dt>{t('mealDetail.category')}</dt>
            <dd>{slotName(meal.category)}</dd>
            <dt>{t('mealDetail.price')}</dt>
            <dd>{t('mealDetail.priceValue', { amount: formatAmount(meal.price), taka: formatTaka(meal.price) })}</dd>
            <dt>{t('mealDetail.distributor')}</dt>
            <dd>{meal.distributorName || DEFAULT_DISTRIBUTOR}</dd>
            <dt>{t('mealDetail.ingredients')}</dt>
            <dd>{meal.ingredients || t('mealDetail.notListed')}</dd>
            <dt>{t('mealDetail.description')}</dt>
            <dd>{meal.description}</dd>
          </Facts>
        </>
      )}
    </Modal>
  );
}
