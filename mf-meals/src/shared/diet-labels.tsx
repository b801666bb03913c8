import styled from 'styled-components';
import { ALLERGEN_NAMES, DIET_TAG_NAMES, type Allergen, type DietTag } from '@hostel/contracts';

/** Short marks in the style of dining-hall menus: a letter badge per diet tag, a letter badge per allergen. */
const DIET_MARKS: Readonly<Record<DietTag, string>> = { vegetarian: 'V', vegan: 'VG', halal: 'H', 'gluten-free': 'GF' };
const ALLERGEN_MARKS: Readonly<Record<Allergen, string>> = {
  gluten: 'G',
  dairy: 'D',
  egg: 'E',
  nuts: 'N',
  peanuts: 'P',
  fish: 'F',
  shellfish: 'SF',
  soy: 'S',
  sesame: 'SE',
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;

const Mark = styled.span<{ $kind: 'diet' | 'allergen' }>`
  display: inline-grid;
  place-items: center;
  min-width: 26px;
  height: 26px;
  padding: 0 5px;
  border-radius: 13px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $kind }) => ($kind === 'diet' ? theme.colors.successSoft : theme.colors.warningSoft)};
  border: 1px solid ${({ theme, $kind }) => ($kind === 'diet' ? theme.colors.success : theme.colors.warning)};
`;

const Named = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

export interface DietLabelsProps {
  dietTags?: readonly DietTag[];
  allergens?: readonly Allergen[];
  /** Names beside the marks (details); without it only the marks show, each named for screen readers. */
  named?: boolean;
}

/** A meal's diet tags and allergens as labelled marks; nothing when it has none. */
export function DietLabels({ dietTags = [], allergens = [], named = false }: DietLabelsProps) {
  if (dietTags.length + allergens.length === 0) return null;
  const items = [
    ...dietTags.map((tag) => ({ key: tag, kind: 'diet' as const, mark: DIET_MARKS[tag], name: DIET_TAG_NAMES[tag] })),
    ...allergens.map((allergen) => ({ key: allergen, kind: 'allergen' as const, mark: ALLERGEN_MARKS[allergen], name: `Contains ${ALLERGEN_NAMES[allergen].toLowerCase()}` })),
  ];
  return (
    <List aria-label="Diet and allergens">
      {items.map((item) =>
        named ? (
          <Named key={item.key}>
            <Mark $kind={item.kind} aria-hidden="true">
              {item.mark}
            </Mark>
            {item.name}
          </Named>
        ) : (
          <li key={item.key}>
            <Mark $kind={item.kind} role="img" aria-label={item.name} title={item.name}>
              {item.mark}
            </Mark>
          </li>
        ),
      )}
    </List>
  );
}
