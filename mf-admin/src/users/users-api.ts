import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, makeAdmin, revokeUserSessions, searchUsers, type User } from '@hostel/contracts';
import { call, callWithHeaders, confirmAction, showError, showToast, useSession } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { adminKeys } from '../shared/admin-keys';
import { useAdminPage } from '../shared/use-admin-page';

/** GET /users?search= (name or e-mail), one page of 10 with its total in X-Total-Count. */
export function useUsersPage(search: string) {
  const { api } = useSession();
  return useAdminPage([...adminKeys.users, search], async (page, signal) => {
    const { data, headers } = await callWithHeaders(searchUsers, { query: { search: search.trim(), page, limit: ADMIN_PAGE_SIZE }, signal, token: api.getToken() });
    return { rows: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
  });
}

export function useMakeAdmin() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (user: User) => call(makeAdmin, { params: { id: user._id }, token: api.getToken() }),
    onSuccess: (_answer, user) => {
      showToast({ type: 'success', text: t('users.makeAdmin.done', { name: user.name || user.email }) });
      return client.invalidateQueries({ queryKey: adminKeys.users });
    },
    // The spec leaves this message open: the server's reason, or a plain fallback.
    onError: (error) => showError({ error, fallback: t('users.makeAdmin.failed'), as: 'toast' }),
  });
}

/** Ends every session of a user (and their Firebase sign-ins) after the admin confirms; audited by svc-users. */
export function useRevokeSessions() {
  const { t } = useAdminT();
  const { api } = useSession();
  return useMutation({
    mutationFn: async (user: User) => {
      const name = user.name || user.email;
      const confirmed = await confirmAction({ title: t('users.revokeSessions.confirmTitle'), text: t('users.revokeSessions.confirmText', { name }), confirmButtonText: t('users.revokeSessions.confirm') });
      if (confirmed) await call(revokeUserSessions, { params: { id: user._id }, token: api.getToken() });
      return confirmed;
    },
    onSuccess: (revoked, user) => {
      if (revoked) showToast({ type: 'success', text: t('users.revokeSessions.done', { name: user.name || user.email }) });
    },
    onError: (error) => showError({ error, fallback: t('users.revokeSessions.failed'), as: 'toast' }),
  });
}
