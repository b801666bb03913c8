import { useQuery } from '@tanstack/react-query';
import { mealsInsights, paymentsInsights } from '@hostel/contracts';
import { call, useSession } from '@hostel/ui';

/** Under the admin root, so a sign-out's cache reset drops them with the rest. */
const insightsKeys = {
  meals: ['admin', 'insights', 'meals'] as const,
  payments: ['admin', 'insights', 'payments'] as const,
};

/** GET /meals/insights: requests per day (30 days), rating distribution, top liked and top rated meals. */
export function useMealsInsights() {
  const { api } = useSession();
  return useQuery({ queryKey: insightsKeys.meals, queryFn: ({ signal }) => call(mealsInsights, { signal, token: api.getToken() }) });
}

/** GET /payments/insights: revenue per ISO week and package (12 weeks, taka). */
export function usePaymentsInsights() {
  const { api } = useSession();
  return useQuery({ queryKey: insightsKeys.payments, queryFn: ({ signal }) => call(paymentsInsights, { signal, token: api.getToken() }) });
}
