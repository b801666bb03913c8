import { useState, type FormEvent } from 'react';
import type { Allergen, Category, DietTag, Meal, MealBody } from '@hostel/contracts';
import { showError, uploadImage, useSession } from '@hostel/ui';
import { useAdminT } from '../i18n';

/** What the meal forms edit: every field as typed (price as text), plus the chosen picture file. */
export interface MealDraft {
  title: string;
  category: Category | '';
  price: string;
  postTime: string;
  ingredients: string;
  description: string;
  /** The current picture's URL (edit); replaced by the upload when a file is chosen. */
  image: string;
  file: File | null;
  dietTags: DietTag[];
  allergens: Allergen[];
  /** kcal as typed; blank when unknown. */
  calories: string;
}

export const EMPTY_DRAFT: MealDraft = {
  title: '',
  category: '',
  price: '',
  postTime: '',
  ingredients: '',
  description: '',
  image: '',
  file: null,
  dietTags: [],
  allergens: [],
  calories: '',
};

type DraftSource = Pick<Meal, 'title' | 'category' | 'price' | 'postTime' | 'ingredients' | 'description' | 'image'> &
  Partial<Pick<Meal, 'dietTags' | 'allergens' | 'calories'>>;

export function draftFromMeal(meal: DraftSource): MealDraft {
  return {
    title: meal.title,
    category: meal.category as Category,
    price: String(meal.price),
    postTime: meal.postTime,
    ingredients: meal.ingredients,
    description: meal.description,
    image: meal.image,
    file: null,
    dietTags: meal.dietTags ?? [],
    allergens: meal.allergens ?? [],
    calories: meal.calories != null ? String(meal.calories) : '',
  };
}

export type MealPayload = Omit<MealBody, 'upcomingMealId' | 'email'> & { email?: string };

export interface MealOwner {
  distributorName: string;
  /** Absent in an edit: the meal keeps its own. */
  email?: string;
}

/** Uploads the chosen picture first (the API stores URLs, not files), then builds the JSON body. */
export async function mealPayload(draft: MealDraft, owner: MealOwner, token: string | null): Promise<MealPayload> {
  const image = draft.file ? await uploadImage(draft.file, token) : draft.image;
  return {
    title: draft.title.trim(),
    category: draft.category as Category,
    price: Number(draft.price),
    postTime: draft.postTime.trim(),
    distributorName: owner.distributorName,
    ...(owner.email ? { email: owner.email } : {}),
    image,
    ingredients: draft.ingredients.trim(),
    description: draft.description.trim(),
    dietTags: draft.dietTags,
    allergens: draft.allergens,
    // Blank clears the calories of a meal being edited.
    calories: draft.calories.trim() ? Number(draft.calories) : null,
  };
}

export function useMealDraft(initial: MealDraft = EMPTY_DRAFT) {
  const [draft, setDraft] = useState(initial);
  const update = (patch: Partial<MealDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const reset = (next: MealDraft = EMPTY_DRAFT) => setDraft(next);
  return { draft, update, reset };
}

export interface MealFormOptions {
  owner: MealOwner;
  /** The meal being edited; a form for a new meal starts empty and is emptied again after each save. */
  initial?: MealDraft;
  /** Sends the body (the mutation toasts its own errors) and calls `saved` when the server has it. */
  save: (body: MealPayload, saved: () => void) => void;
  saving: boolean;
  onSaved?: () => void;
}

/**
 * The state and submit of every meal form (add, add upcoming, edit): the picture is uploaded first, and an
 * upload that fails is toasted and saves nothing.
 */
export function useMealForm({ owner, initial, save, saving, onSaved }: MealFormOptions) {
  const { t } = useAdminT();
  const { api } = useSession();
  const { draft, update, reset } = useMealDraft(initial);
  const [uploading, setUploading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let body: MealPayload;
    setUploading(true);
    try {
      body = await mealPayload(draft, owner, api.getToken());
    } catch (err) {
      showError({ error: err, fallback: t('mealForm.uploadFailed'), as: 'toast' });
      return;
    } finally {
      setUploading(false);
    }
    save(body, () => {
      if (!initial) reset();
      onSaved?.();
    });
  };

  return { draft, update, submit, busy: uploading || saving };
}
