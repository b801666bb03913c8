import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ALLERGENS, DIET_TAGS, MAX_CALORIES } from '@hostel/contracts';
import { CategoryOptions, ErrorText, Field, IMAGE_ACCEPT, imageProblem, MealImage, useEnumLabels } from '@hostel/ui';
import { useAdminT } from '../i18n';
import type { MealDraft } from './meal-draft';

export const FormGrid = styled.div`
  display: grid;
  /* minmax(0, …): a file input or a long select option must not push the form wider than a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
  input, select, textarea {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled(Field)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: 1 / -1;
  }
  textarea { min-height: 88px; resize: vertical; }
`;

const Thumb = styled(MealImage)`
  width: 96px;
  height: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Choices = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  margin: 0;
  padding: 8px 12px 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  legend {
    font-weight: 600;
    font-size: 0.95rem;
    padding: 0 4px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
  }
`;

/** A set of labels as checkboxes: each one a real, labelled form control. */
function LabelChoices<T extends string>({ legend, name, options, names, chosen, onChange }: {
  legend: string;
  name: string;
  options: readonly T[];
  /** Each option's name in the page's language. */
  names: (option: T) => string;
  chosen: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const toggle = (option: T, on: boolean) => onChange(options.filter((value) => (value === option ? on : chosen.includes(value))));
  return (
    <Choices>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input type="checkbox" name={name} value={option} checked={chosen.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
          {names(option)}
        </label>
      ))}
    </Choices>
  );
}

export const FormButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 18px;
`;

export interface MealFieldsProps {
  draft: MealDraft;
  onChange: (patch: Partial<MealDraft>) => void;
  /** Shown read-only: meals are posted in the admin's name. */
  distributorName: string;
  /** The contact e-mail of a new meal; an edit keeps the meal's (public answers do not carry it). */
  email?: string;
  descriptionRequired?: boolean;
}

/**
 * The fields shared by Add Meal, Edit Meal and Add Upcoming Meal. Title, category, price and post time are
 * required everywhere because the API refuses a meal without them.
 */
export function MealFields({ draft, onChange, distributorName, email, descriptionRequired = false }: MealFieldsProps) {
  const { t } = useAdminT();
  const labels = useEnumLabels();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  // A reset draft must also clear the browser's file input, which React cannot control.
  useEffect(() => {
    if (!draft.file && fileInput.current) fileInput.current.value = '';
  }, [draft.file]);

  const pickFile = (file: File | undefined) => {
    const problem = file ? imageProblem(file) : null;
    setFileError(problem);
    onChange({ file: file && !problem ? file : null });
    if (problem && fileInput.current) fileInput.current.value = '';
  };

  return (
    <FormGrid>
      <Field>
        {t('mealForm.title')}
        <input name="title" value={draft.title} onChange={(e) => onChange({ title: e.target.value })} required maxLength={120} />
      </Field>
      <Field>
        {t('mealForm.category')}
        <select name="category" value={draft.category} onChange={(e) => onChange({ category: e.target.value as MealDraft['category'] })} required>
          <option value="" disabled>
            {t('mealForm.chooseCategory')}
          </option>
          <CategoryOptions />
        </select>
      </Field>
      <Field>
        {t('mealForm.price')}
        <input name="price" type="number" inputMode="decimal" min={0} step="any" value={draft.price} onChange={(e) => onChange({ price: e.target.value })} required />
      </Field>
      <Field>
        {t('mealForm.postTime')}
        <input name="postTime" placeholder={t('mealForm.postTimePlaceholder')} value={draft.postTime} onChange={(e) => onChange({ postTime: e.target.value })} required maxLength={64} />
      </Field>
      <Field>
        {t('mealForm.distributor')}
        <input name="distributorName" value={distributorName} readOnly />
      </Field>
      {email !== undefined && (
        <Field>
          {t('mealForm.email')}
          <input name="email" type="email" value={email} readOnly />
        </Field>
      )}
      <Wide>
        {t('mealForm.image')}
        <input ref={fileInput} name="image" type="file" accept={IMAGE_ACCEPT} onChange={(e) => pickFile(e.target.files?.[0])} />
        {fileError && <ErrorText role="alert">{fileError}</ErrorText>}
      </Wide>
      {/* Editing keeps the current picture unless a new file is chosen; show which one that is. */}
      {draft.image && !draft.file && <Thumb src={draft.image} alt={t('mealForm.currentPicture')} />}
      <LabelChoices legend={t('mealForm.diet')} name="dietTags" options={DIET_TAGS} names={labels.diet} chosen={draft.dietTags} onChange={(dietTags) => onChange({ dietTags })} />
      <LabelChoices legend={t('mealForm.allergens')} name="allergens" options={ALLERGENS} names={labels.allergen} chosen={draft.allergens} onChange={(allergens) => onChange({ allergens })} />
      <Field>
        {t('mealForm.calories')}
        <input name="calories" type="number" inputMode="numeric" min={0} max={MAX_CALORIES} step={1} value={draft.calories} onChange={(e) => onChange({ calories: e.target.value })} />
      </Field>
      <Wide>
        {t('mealForm.ingredients')}
        <textarea name="ingredients" value={draft.ingredients} onChange={(e) => onChange({ ingredients: e.target.value })} maxLength={1000} />
      </Wide>
      <Wide>
        {t('mealForm.description')}
        <textarea name="description" value={draft.description} onChange={(e) => onChange({ description: e.target.value })} required={descriptionRequired} maxLength={2000} />
      </Wide>
    </FormGrid>
  );
}
