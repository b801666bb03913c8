import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AuditEntry } from '@hostel/contracts';
import { Button, DataTable, Field, formatDateTime, Heading, Page, Section } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { AUDITED_ACTIONS, NO_FILTERS, useAuditPage, type AuditFilters } from './audit-api';
import { AuditChange } from './audit-change';

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
              {action}
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
            entry.action,
            `${entry.target.type} ${entry.target.id}`,
            <AuditChange before={entry.before} after={entry.after} />,
          ]}
        />
      </Section>
    </Page>
  );
}
