import { useState } from 'react';
import type { Boarder } from '@hostel/contracts';
import { DataTable, Pill, Section } from '@hostel/ui';
import { SearchBox } from '../shared/search-box';
import { useDebounced } from '../shared/use-debounced';
import { useBoardersPage } from './mess-office-api';

const COLUMNS = ['Email', 'From', 'Until'];

/** 'Boarders': who eats at the mess, by e-mail, with the days they joined and leave. */
export function BoardersTable() {
  const [search, setSearch] = useState('');
  const pager = useBoardersPage(useDebounced(search));
  return (
    <Section id="mess-boarders" title="Boarders" actions={<SearchBox label="Search boarders" placeholder="E-mail" value={search} onChange={setSearch} />}>
      <DataTable<Boarder>
        caption="Boarders"
        columns={COLUMNS}
        list={pager}
        rowKey={(boarder) => boarder.userId}
        empty="No boarders found."
        loadError="Failed to load boarders."
        renderCells={(boarder) => [boarder.email, boarder.from, boarder.until ?? <Pill $tone="success">Staying</Pill>]}
      />
    </Section>
  );
}
