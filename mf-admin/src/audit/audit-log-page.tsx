import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AuditEntry } from '@hostel/contracts';
import { Button, DataTable, Field, formatDateTime, Heading, Page, Section } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { AUDITED_ACTIONS, NO_FILTERS, useAuditPage, type AuditFilters } from './audit-api';
import { AuditChange } from './audit-change';

/**
 * The trail's operations and kinds of record in the page's language (English shows them as recorded, as before); one
 * added later shows as recorded until it has its key here.
 */
const ACTION_KEYS = {
  addAdjustment: 'audit.actions.addAdjustment',
  cancelServeRequest: 'audit.actions.cancelServeRequest',
  closeMess: 'audit.actions.closeMess',
  closeMonth: 'audit.actions.closeMonth',
  deleteMeal: 'audit.actions.deleteMeal',
  deleteReview: 'audit.actions.deleteReview',
  deliverServeRequest: 'audit.actions.deliverServeRequest',
  makeAdmin: 'audit.actions.makeAdmin',
  postMeal: 'audit.actions.postMeal',
  postUpcoming: 'audit.actions.postUpcoming',
  putMessSettings: 'audit.actions.putMessSettings',
  reopenMess: 'audit.actions.reopenMess',
  revokeUserSessions: 'audit.actions.revokeUserSessions',
  setMenuSlot: 'audit.actions.setMenuSlot',
  updateMeal: 'audit.actions.updateMeal',
} as const;

const TARGET_KEYS = {
  meal: 'audit.targets.meal',
  review: 'audit.targets.review',
  'serve request': 'audit.targets.serveRequest',
  'upcoming meal': 'audit.targets.upcomingMeal',
  'mess settings': 'audit.targets.messSettings',
  closure: 'audit.targets.closure',
  'statement-month': 'audit.targets.statementMonth',
  statement: 'audit.targets.statement',
  user: 'audit.targets.user',
  'menu slot': 'audit.targets.menuSlot',
} as const;

type AdminT = ReturnType<typeof useAdminT>['t'];

function named<K extends string>(t: AdminT, keys: Readonly<Record<K, string>>, value: string): string {
  return Object.hasOwn(keys, value) ? t(keys[value as K]) : value;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
`;

/** The filters as typed; the table follows them when the admin applies them. */
function Filters({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const { t } = useAdminT();
  const [draft, setDraft] = useState(NO_FILTERS);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Form onSubmit={submit} aria-label={t('audit.filters.label')}>
      <Field>
        {t('audit.filters.actor')}
        <input type="search" placeholder={t('audit.filters.actorPlaceholder')} value={draft.actor} onChange={set('actor')} />
      </Field>
      <Field>
        {t('audit.filters.action')}
        <select value={draft.action} onChange={set('action')}>
          <option value="">{t('audit.filters.all')}</option>
          {AUDITED_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {named(t, ACTION_KEYS, action)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('audit.filters.from')}
        <input type="date" value={draft.from} max={draft.to || undefined} onChange={set('from')} />
      </Field>
      <Field>
        {t('audit.filters.to')}
        <input type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      </Field>
      <Button type="submit">{t('audit.filters.apply')}</Button>
      <Button
        type="button"
        $variant="ghost"
        onClick={() => {
          setDraft(NO_FILTERS);
          onApply(NO_FILTERS);
        }}
      >
        {t('audit.filters.clear')}
      </Button>
    </Form>
  );
}

/** mf-admin's 'Audit Log' (DESIGN §9): every admin change, newest first, filterable; it reads and never edits. */
export function AuditLogPage() {
  const { t } = useAdminT();
  const [filters, setFilters] = useState(NO_FILTERS);
  const entries = useAuditPage(filters);
  return (
    <Page>
      <Heading>{t('audit.title')}</Heading>
      <Section id="audit-log" title={t('audit.section')}>
        <Filters onApply={setFilters} />
        <DataTable<AuditEntry>
          caption={t('audit.caption')}
          columns={[t('audit.columns.when'), t('audit.columns.actor'), t('audit.columns.action'), t('audit.columns.target'), t('audit.columns.change')]}
          list={entries}
          rowKey={(entry) => entry.id}
          empty={t('audit.empty')}
          loadError={t('audit.loadError')}
          renderCells={(entry) => [
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
            entry.actorEmail || entry.actorId,
            named(t, ACTION_KEYS, entry.action),
            t('audit.targetCell', { type: named(t, TARGET_KEYS, entry.target.type), id: entry.target.id }),
            <AuditChange before={entry.before} after={entry.after} />,
          ]}
        />
      </Section>
    </Page>
  );
}
