import { useState } from 'react';
import { shiftDate, todayInDhaka, type Boarder } from '@hostel/contracts';
import { Actions, Button, confirmAction, DataTable, Field, Pill, Section } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { calendarDayValues } from '../i18n/format';
import { SearchBox } from '../shared/search-box';
import { useDebounced } from '../shared/use-debounced';
import { useApproveJoin, useBoardersPage, useEndStay, usePendingJoinsPage } from './mess-office-api';

/** Approve and End stay for one boarder: ending asks first, naming the boarder and the day. */
function StayActions({ boarder, endFrom }: { boarder: Boarder; endFrom: string }) {
  const { t } = useAdminT();
  const approve = useApproveJoin();
  const end = useEndStay();
  const day = t('common.calendarDay', calendarDayValues(endFrom));
  const confirmEnd = async () => {
    if (await confirmAction({ title: t('boarders.confirmTitle'), text: t('boarders.confirmText', { email: boarder.email, day }), confirmButtonText: t('boarders.confirmYes') })) {
      end.mutate({ userId: boarder.userId, from: endFrom });
    }
  };
  const ended = boarder.until !== null && boarder.until <= endFrom;
  return (
    <Actions>
      {boarder.status === 'pending' && (
        <Button type="button" $small disabled={approve.isPending} aria-label={t('boarders.approveLabel', { email: boarder.email })} onClick={() => approve.mutate(boarder.userId)}>
          {t('boarders.approve')}
        </Button>
      )}
      {!ended && (
        <Button type="button" $small $variant="danger" disabled={end.isPending} aria-label={t('boarders.endStayLabel', { email: boarder.email })} onClick={() => void confirmEnd()}>
          {t('boarders.endStay')}
        </Button>
      )}
    </Actions>
  );
}

/** The day stays end from: tomorrow in Dhaka unless the admin picks another (the server refuses a day already locked). */
function useEndFrom() {
  return useState(() => shiftDate(todayInDhaka(), 1));
}

function EndFromField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useAdminT();
  return (
    <Field>
      {t('boarders.endFrom')}
      <input type="date" required value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/** 'Joins waiting for approval': a pending boarder is neither counted nor billed until approved. */
export function PendingJoinsTable() {
  const { t } = useAdminT();
  const pager = usePendingJoinsPage();
  const [endFrom] = useEndFrom();
  const day = (iso: string) => t('common.calendarDay', calendarDayValues(iso));
  return (
    <Section id="mess-pending-joins" title={t('boarders.pending.title')}>
      <DataTable<Boarder>
        caption={t('boarders.pending.caption')}
        columns={[t('boarders.columns.email'), t('boarders.columns.from'), t('boarders.columns2.actions')]}
        list={pager}
        rowKey={(boarder) => boarder.userId}
        empty={t('boarders.pending.empty')}
        loadError={t('boarders.pending.loadError')}
        renderCells={(boarder) => [boarder.email, day(boarder.from), <StayActions key="actions" boarder={boarder} endFrom={endFrom} />]}
      />
    </Section>
  );
}

/** 'Boarders': who eats at the mess, by e-mail, with the days they joined and leave, and the admin's End stay. */
export function BoardersTable() {
  const { t } = useAdminT();
  const [search, setSearch] = useState('');
  const [endFrom, setEndFrom] = useEndFrom();
  const pager = useBoardersPage(useDebounced(search));
  const day = (iso: string) => t('common.calendarDay', calendarDayValues(iso));
  return (
    <Section id="mess-boarders" title={t('boarders.title')} actions={<SearchBox label={t('boarders.search.label')} placeholder={t('boarders.search.placeholder')} value={search} onChange={setSearch} />}>
      <EndFromField value={endFrom} onChange={setEndFrom} />
      <DataTable<Boarder>
        caption={t('boarders.caption')}
        columns={[t('boarders.columns.email'), t('boarders.columns.from'), t('boarders.columns.until'), t('boarders.columns2.status'), t('boarders.columns2.actions')]}
        list={pager}
        rowKey={(boarder) => boarder.userId}
        empty={t('boarders.empty')}
        loadError={t('boarders.loadError')}
        renderCells={(boarder) => [
          boarder.email,
          day(boarder.from),
          boarder.until ? day(boarder.until) : <Pill $tone="success">{t('boarders.staying')}</Pill>,
          boarder.status === 'pending' ? <Pill $tone="warning">{t('boarders.status.pending')}</Pill> : t('boarders.status.approved'),
          <StayActions key="actions" boarder={boarder} endFrom={endFrom} />,
        ]}
      />
    </Section>
  );
}
