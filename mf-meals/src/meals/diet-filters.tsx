import styled from 'styled-components';
import { ALLERGEN_NAMES, ALLERGENS, DIET_TAG_NAMES, DIET_TAGS, labelList } from '@hostel/contracts';

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
  names: Readonly<Record<T, string>>;
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
          {names[option]}
        </label>
      ))}
    </Group>
  );
}

/** All Meals' diet filters: meals with every ticked diet tag, and without any ticked allergen. */
export function DietFilters({ diet, without, onChange }: { diet: string; without: string; onChange: (patch: { diet?: string; without?: string }) => void }) {
  return (
    <>
      <Choices legend="Diet" options={DIET_TAGS} names={DIET_TAG_NAMES} value={diet} onChange={(value) => onChange({ diet: value })} />
      <Choices legend="Without" options={ALLERGENS} names={ALLERGEN_NAMES} value={without} onChange={(value) => onChange({ without: value })} />
    </>
  );
}
