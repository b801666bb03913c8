import { useState } from 'react';
import type { ServeRequest } from '@hostel/contracts';
import { Button, Pill, Section } from '@hostel/ui';
import { AdminTable } from '../shared/admin-table';
import { SearchBox } from '../shared/search-box';
import { useDebounced } from '../shared/use-debounced';
import { useDeliver, useServePage } from './serve-api';

const COLUMNS = ['Meal', 'User', 'Email', 'Status', 'Action'];

/** Serve Meals: requests with their status; Deliver turns a Pending request into Delivered. */
export function ServeMeals() {
  const [search, setSearch] = useState('');
  const pager = useServePage(useDebounced(search));
  const deliver = useDeliver();
  return (
    <Section id="serve-meals" title="Serve Meals" actions={<SearchBox label="Search requests" placeholder="Meal, user name or e-mail" value={search} onChange={setSearch} />}>
      <AdminTable<ServeRequest>
        caption="Meal requests"
        columns={COLUMNS}
        pager={pager}
        rowKey={(request) => request._id}
        empty="No meal requests found."
        loadError="Failed to load meal requests."
        renderRow={(request) => (
          <>
            <td>{request.title}</td>
            <td>{request.userName || '—'}</td>
            <td>{request.userEmail}</td>
            <td>
              {/* Pending in the warning colour, every other status in the success colour (spec §4). */}
              <Pill $tone={request.status === 'Pending' ? 'warning' : 'success'}>{request.status}</Pill>
            </td>
            <td>
              {request.status !== 'Delivered' && (
                <Button
                  type="button"
                  $small
                  $variant="success"
                  disabled={deliver.isPending && deliver.variables?._id === request._id}
                  onClick={() => deliver.mutate(request)}
                  aria-label={`Deliver ${request.title} to ${request.userName || request.userEmail}`}
                >
                  Deliver
                </Button>
              )}
            </td>
          </>
        )}
      />
    </Section>
  );
}
