import { useState } from 'react';
import { DEFAULT_BADGE, type User } from '@hostel/contracts';
import { Button, DataTable, Pill, Section } from '@hostel/ui';
import { SearchBox } from '../shared/search-box';
import { useDebounced } from '../shared/use-debounced';
import { useMakeAdmin, useUsersPage } from './users-api';

const COLUMNS = ['Username', 'Email', 'Subscription', 'Make Admin'];

/** Manage Users: search by name or e-mail, badges, and Make Admin for everyone who is not an admin yet. */
export function ManageUsers() {
  const [search, setSearch] = useState('');
  const pager = useUsersPage(useDebounced(search));
  const makeAdmin = useMakeAdmin();
  return (
    <Section id="manage-users" title="Manage Users" actions={<SearchBox label="Search users" placeholder="Username or e-mail" value={search} onChange={setSearch} />}>
      <DataTable<User>
        caption="Users"
        columns={COLUMNS}
        list={pager}
        rowKey={(user) => user._id}
        empty="No users found."
        loadError="Failed to load users."
        renderCells={(user) => [
          user.name || '—',
          user.email,
          <Pill $tone={(user.badge ?? DEFAULT_BADGE) === DEFAULT_BADGE ? 'neutral' : 'primary'}>{user.badge ?? DEFAULT_BADGE}</Pill>,
          user.role === 'admin' ? (
            <Pill $tone="success">Admin</Pill>
          ) : (
            <Button
              type="button"
              $small
              disabled={makeAdmin.isPending && makeAdmin.variables?._id === user._id}
              onClick={() => makeAdmin.mutate(user)}
              aria-label={`Make ${user.name || user.email} admin`}
            >
              Make Admin
            </Button>
          ),
        ]}
      />
    </Section>
  );
}
