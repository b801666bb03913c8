import styled from 'styled-components';
import type { Allergen, DietTag } from '@hostel/contracts';
import { useEnumLabels } from '@hostel/ui';
import { useMealsT } from '../i18n';
import { ALLERGEN_MARK_KEY, DIET_MARK_KEY } from './labels';

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
  const { t, i18n } = useMealsT();
  const labels = useEnumLabels();
  if (dietTags.length + allergens.length === 0) return null;
  const items = [
    ...dietTags.map((tag) => ({ key: tag, kind: 'diet' as const, mark: t(DIET_MARK_KEY[tag]), name: labels.diet(tag) })),
    ...allergens.map((allergen) => ({
      key: allergen,
      kind: 'allergen' as const,
      mark: t(ALLERGEN_MARK_KEY[allergen]),
      // Mid-sentence the name is in lower case in English ('Contains nuts'); Bengali has no case.
      name: t('labels.contains', { allergen: labels.allergen(allergen).toLocaleLowerCase(i18n.language) }),
    })),
  ];
  return (
    <List aria-label={t('labels.list')}>
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
