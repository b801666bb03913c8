import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addReview, getMeal, likeMeal, requestServe, type Meal } from '@hostel/contracts';
import { ApiError, call, invalidateChanged, showDialog, showError, showToast, useSession } from '@hostel/ui';
import { useMealsT } from '../i18n';
import { mealKeys } from '../meals/meals-api';

/** Who reads a meal signed in: the answer then says whether they liked it (`likedByMe`), so it is kept as theirs. */
export interface MealReader {
  id: string;
  token: string;
}

/** One meal with its reviews (GET /meals/:id), as everyone reads it or as `reader` does. */
export function mealQuery(id: string, reader?: MealReader) {
  return queryOptions({
    queryKey: reader ? [...mealKeys.detail(id), reader.id] : mealKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        return await call(getMeal, { params: { id }, signal, ...(reader ? { token: reader.token } : {}) });
      } catch (err) {
        // Spec §8: logged, and the loading screen stays (a cancelled request is not a failure).
        if (!signal.aborted) console.error('Meal not found', err);
        throw err;
      }
    },
    retry: false,
  });
}

export function useMeal(id: string) {
  const client = useQueryClient();
  const { user, api } = useSession();
  const token = api.getToken();
  const reader = user?.id && token ? { id: user.id, token } : undefined;
  // Until the reader's own answer comes, the one everyone reads (the first screen's) is shown.
  return useQuery({ ...mealQuery(id, reader), placeholderData: () => client.getQueryData(mealKeys.detail(id)) });
}

/** Like, request and review on one meal; a like or a review refreshes what its declaration says it changed. */
export function useMealActions(meal: Meal) {
  const { t } = useMealsT();
  const client = useQueryClient();
  const { user, api } = useSession();
  const token = api.getToken();

  // Without a backend record (id null) the body names no user: the service takes the caller from the token.
  const like = useMutation({
    mutationFn: () => call(likeMeal, { params: { id: meal._id }, token, body: { userId: user?.id ?? undefined } }),
    onSuccess: () => invalidateChanged(client, likeMeal, { id: meal._id }),
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void showDialog({ icon: 'info', title: t('meal.alreadyLiked') });
      else showError({ error: err });
    },
  });

  const request = useMutation({
    mutationFn: () =>
      call(requestServe, {
        token,
        body: { mealId: meal._id, title: meal.title, userId: user?.id ?? undefined, userEmail: user?.email, userName: user?.name },
      }),
    onSuccess: () => {
      // The catalogue's words, not the server's English message (the same sentence in English).
      showToast({ type: 'success', text: t('meal.requested') });
      return client.invalidateQueries({ queryKey: ['serve-meals'] });
    },
    onError: (error) => showError({ error }),
  });

  const review = useMutation({
    mutationFn: (input: { rating: number; comment: string }) =>
      call(addReview, { params: { id: meal._id }, token, body: { userId: user?.id ?? undefined, userName: user?.name, ...input } }),
    onSuccess: () => {
      showToast({ type: 'success', text: t('reviews.submitted') });
      return invalidateChanged(client, addReview, { id: meal._id });
    },
    onError: (err) => {
      // The Bronze refusal is a rule the user must see, not a fault; other failures are only logged (spec §8).
      if (err instanceof ApiError && err.status === 403) showError({ error: err });
      // One review per student per meal (DESIGN §8): theirs is edited from My Reviews, not posted again.
      else if (err instanceof ApiError && err.status === 409) void showDialog({ icon: 'info', title: t('reviews.alreadyReviewed'), text: t('reviews.editFromMyReviews') });
      else console.error(err);
    },
  });

  return { like, request, review };
}
