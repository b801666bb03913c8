import { useState } from 'react';
import type { ServeRequest } from '@hostel/contracts';
import { Button, DataTable, Pill, Section } from '@hostel/ui';
import { SearchBox } from '../shared/search-box';
import { useDebounced } from '../shared/use-debounced';
import { useDeliver, useLiveServeRequests, useServePage } from './serve-api';

const COLUMNS = ['Meal', 'User', 'Email', 'Status', 'Action'];

/**
 * Serve Meals: requests with their status; Deliver turns a Pending request into Delivered. New and cancelled
 * requests show up live while the section is on screen.
 */
export function ServeMeals() {
  const [search, setSearch] = useState('');
  const pager = useServePage(useDebounced(search));
  useLiveServeRequests();
  const deliver = useDeliver();
  return (
    <Section id="serve-meals" title="Serve Meals" actions={<SearchBox label="Search requests" placeholder="Meal, user name or e-mail" value={search} onChange={setSearch} />}>
      <DataTable<ServeRequest>
        caption="Meal requests"
        columns={COLUMNS}
        list={pager}
        rowKey={(request) => request._id}
        empty="No meal requests found."
        loadError="Failed to load meal requests."
        renderCells={(request) => [
          request.title,
          request.userName || '—',
          request.userEmail,
          // Pending in the warning colour, every other status in the success colour (spec §4).
          <Pill $tone={request.status === 'Pending' ? 'warning' : 'success'}>
            {request.status}
          </Pill>,
          request.status !== 'Delivered' && (
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
          ),
        ]}
      />
    </Section>
  );
}
