import { useState } from 'react';
import type { ServeRequest } from '@hostel/contracts';
import { Button, DataTable, Pill, Section } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { SearchBox } from '../shared/search-box';
import { useDebounced } from '../shared/use-debounced';
import { useDeliver, useLiveServeRequests, useServePage } from './serve-api';

const STATUS_KEYS = { Pending: 'serve.status.pending', Delivered: 'serve.status.delivered' } as const satisfies Record<ServeRequest['status'], string>;

/**
 * Serve Meals: requests with their status; Deliver turns a Pending request into Delivered. New and cancelled
 * requests show up live while the section is on screen.
 */
export function ServeMeals() {
  const { t } = useAdminT();
  const [search, setSearch] = useState('');
  const pager = useServePage(useDebounced(search));
  useLiveServeRequests();
  const deliver = useDeliver();
  const columns = [t('serve.columns.meal'), t('serve.columns.user'), t('serve.columns.email'), t('serve.columns.status'), t('serve.columns.action')];
  return (
    <Section id="serve-meals" title={t('serve.title')} actions={<SearchBox label={t('serve.search.label')} placeholder={t('serve.search.placeholder')} value={search} onChange={setSearch} />}>
      <DataTable<ServeRequest>
        caption={t('serve.caption')}
        columns={columns}
        list={pager}
        rowKey={(request) => request._id}
        empty={t('serve.empty')}
        loadError={t('serve.loadError')}
        renderCells={(request) => [
          request.title,
          request.userName || '—',
          request.userEmail,
          // Pending in the warning colour, every other status in the success colour (spec §4).
          <Pill $tone={request.status === 'Pending' ? 'warning' : 'success'}>
            {t(STATUS_KEYS[request.status])}
          </Pill>,
          request.status !== 'Delivered' && (
            <Button
              type="button"
              $small
              $variant="success"
              disabled={deliver.isPending && deliver.variables?._id === request._id}
              onClick={() => deliver.mutate(request)}
              aria-label={t('serve.deliverLabel', { meal: request.title, user: request.userName || request.userEmail })}
            >
              {t('serve.deliver')}
            </Button>
          ),
        ]}
      />
    </Section>
  );
}
