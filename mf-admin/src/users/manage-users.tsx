import { useState } from 'react';
import { DEFAULT_BADGE, type User } from '@hostel/contracts';
import { Button, DataTable, Pill, Section, useEnumLabels } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { SearchBox } from '../shared/search-box';
import { useDebounced } from '../shared/use-debounced';
import { useMakeAdmin, useRevokeSessions, useUsersPage } from './users-api';

/** Manage Users: search by name or e-mail, badges, Make Admin for everyone who is not an admin yet, and ending anyone's sessions. */
export function ManageUsers() {
  const { t } = useAdminT();
  const labels = useEnumLabels();
  const [search, setSearch] = useState('');
  const pager = useUsersPage(useDebounced(search));
  const makeAdmin = useMakeAdmin();
  const revokeSessions = useRevokeSessions();
  const columns = [t('users.columns.username'), t('users.columns.email'), t('users.columns.subscription'), t('users.columns.makeAdmin'), t('users.columns.sessions')];
  return (
    <Section id="manage-users" title={t('users.title')} actions={<SearchBox label={t('users.search.label')} placeholder={t('users.search.placeholder')} value={search} onChange={setSearch} />}>
      <DataTable<User>
        caption={t('users.caption')}
        columns={columns}
        list={pager}
        rowKey={(user) => user._id}
        empty={t('users.empty')}
        loadError={t('users.loadError')}
        renderCells={(user) => {
          const badge = user.badge ?? DEFAULT_BADGE;
          return [
            user.name || '—',
            user.email,
            <Pill $tone={badge === DEFAULT_BADGE ? 'neutral' : 'primary'}>{labels.badge(badge)}</Pill>,
            user.role === 'admin' ? (
              <Pill $tone="success">{t('users.isAdmin')}</Pill>
            ) : (
              <Button
                type="button"
                $small
                disabled={makeAdmin.isPending && makeAdmin.variables?._id === user._id}
                onClick={() => makeAdmin.mutate(user)}
                aria-label={t('users.makeAdmin.label', { name: user.name || user.email })}
              >
                {t('users.makeAdmin.button')}
              </Button>
            ),
            <Button
              type="button"
              $small
              disabled={revokeSessions.isPending && revokeSessions.variables?._id === user._id}
              onClick={() => revokeSessions.mutate(user)}
              aria-label={t('users.revokeSessions.label', { name: user.name || user.email })}
            >
              {t('users.revokeSessions.button')}
            </Button>,
          ];
        }}
      />
    </Section>
  );
}
