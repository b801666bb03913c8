import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AuditEntry } from '@hostel/contracts';
import { Button, DataTable, Field, formatDateTime, Heading, Page, Section } from '@hostel/ui';
import { AUDITED_ACTIONS, NO_FILTERS, useAuditPage, type AuditFilters } from './audit-api';
import { AuditChange } from './audit-change';

const COLUMNS = ['When', 'Actor', 'Action', 'Target', 'Change'];

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
`;

/** The filters as typed; the table follows them when the admin applies them. */
function Filters({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState(NO_FILTERS);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Form onSubmit={submit} aria-label="Filter the audit log">
      <Field>
        Actor
        <input type="search" placeholder="E-mail or user id" value={draft.actor} onChange={set('actor')} />
      </Field>
      <Field>
        Action
        <select value={draft.action} onChange={set('action')}>
          <option value="">All</option>
          {AUDITED_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        From
        <input type="date" value={draft.from} max={draft.to || undefined} onChange={set('from')} />
      </Field>
      <Field>
        To
        <input type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      </Field>
      <Button type="submit">Apply</Button>
      <Button
        type="button"
        $variant="ghost"
        onClick={() => {
          setDraft(NO_FILTERS);
          onApply(NO_FILTERS);
        }}
      >
        Clear
      </Button>
    </Form>
  );
}

/** mf-admin's 'Audit Log' (DESIGN §9): every admin change, newest first, filterable; it reads and never edits. */
export function AuditLogPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const entries = useAuditPage(filters);
  return (
    <Page>
      <Heading>Audit Log</Heading>
      <Section id="audit-log" title="Admin changes">
        <Filters onApply={setFilters} />
        <DataTable<AuditEntry>
          caption="Admin changes, newest first"
          columns={COLUMNS}
          list={entries}
          rowKey={(entry) => entry.id}
          empty="No admin changes match these filters."
          loadError="Failed to load the audit log."
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
