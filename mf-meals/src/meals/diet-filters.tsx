import { useId, useState } from 'react';
import styled from 'styled-components';
import { ALLERGENS, DIET_TAGS, labelList } from '@hostel/contracts';
import { Button, formatNumber, useEnumLabels } from '@hostel/ui';
import { useMealsT } from '../i18n';

/**
 * Phone widths, where the thirteen boxes would push the first meal card below the first screen. A CSS
 * media query, not a width read in script: the server-rendered first screen and the browser's render then lay out
 * the same, so nothing shifts when the browser takes over.
 */
const FOLDED = '@media (max-width: 640px)';

const Group = styled.fieldset`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 8px 12px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

function Choices<T extends string>({ legend, options, names, value, onChange }: {
  legend: string;
  options: readonly T[];
  /** Each option's name in the page's language. */
  names: (option: T) => string;
  /** The chosen values as GET /meals takes them: comma-separated. */
  value: string;
  onChange: (value: string) => void;
}) {
  const chosen = labelList<T>(value);
  const toggle = (option: T, on: boolean) => onChange(options.filter((item) => (item === option ? on : chosen.includes(item))).join(','));
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input type="checkbox" checked={chosen.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
          {names(option)}
        </label>
      ))}
    </Group>
  );
}

/** Shown on phone widths only: on wider screens the boxes are always in view and a toggle would do nothing. */
const Toggle = styled(Button)`
  display: none;
  ${FOLDED} {
    display: inline-flex;
  }
`;

/**
 * On wide screens the panel takes no box of its own (its fieldsets stay items of the filters' grid, as before); on
 * phone widths it is hidden until the toggle opens it.
 */
const Panel = styled.div`
  display: contents;
  ${FOLDED} {
    grid-column: 1 / -1;
    display: grid;
    gap: 12px;
    &:not([data-open]) {
      display: none;
    }
  }
`;

/** How many diet tags and allergens are ticked, for the folded toggle's label. */
export const activeFilterCount = (diet: string, without: string) => labelList(diet).length + labelList(without).length;

/**
 * All Meals' diet filters: meals with every ticked diet tag, and without any ticked allergen. On phone widths both
 * groups fold behind one 'Filters' button (the WAI-ARIA disclosure pattern: a real button with aria-expanded and
 * aria-controls, so it is reached by Tab and toggled with Enter or Space) that counts the ticked boxes. The toggle
 * starts closed both in the server's first screen and in the browser, so the two agree.
 */
export function DietFilters({ diet, without, onChange }: { diet: string; without: string; onChange: (patch: { diet?: string; without?: string }) => void }) {
  const { t } = useMealsT();
  const labels = useEnumLabels();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const active = activeFilterCount(diet, without);
  return (
    <>
      <Toggle type="button" $variant="ghost" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((value) => !value)}>
        {active > 0 ? t('allMeals.filters.toggleCount', { n: formatNumber(active) }) : t('allMeals.filters.toggle')}
      </Toggle>
      <Panel id={panel} data-open={open || undefined}>
        <Choices legend={t('allMeals.filters.diet')} options={DIET_TAGS} names={labels.diet} value={diet} onChange={(value) => onChange({ diet: value })} />
        <Choices legend={t('allMeals.filters.without')} options={ALLERGENS} names={labels.allergen} value={without} onChange={(value) => onChange({ without: value })} />
      </Panel>
    </>
  );
}
