import styled from 'styled-components';
import { DEFAULT_DISTRIBUTOR, type Meal } from '@hostel/contracts';
import { MealImage, Modal } from '@hostel/ui';

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

/** Read-only view of one meal; the spec shows its price with a dollar sign here. */
export function MealDetailModal({ meal, onClose }: { meal: Meal | null; onClose: () => void }) {
  return (
    <Modal open={meal !== null} title={meal?.title ?? 'Meal'} onClose={onClose}>
      {meal && (
        <>
          <Picture src={meal.image} alt={meal.title} />
          <Facts>
            <dt>Category</dt>
            <dd>{meal.category}</dd>
            <dt>Price</dt>
            <dd>${meal.price}</dd>
            <dt>Distributor</dt>
            <dd>
              {meal.distributorName || DEFAULT_DISTRIBUTOR} ({meal.email})
            </dd>
            <dt>Ingredients</dt>
            <dd>{meal.ingredients || 'Not listed'}</dd>
            <dt>Description</dt>
            <dd>{meal.description}</dd>
          </Facts>
        </>
      )}
    </Modal>
  );
}
