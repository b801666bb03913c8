import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AuditEntry } from '@hostel/contracts';
import { Button, DataTable, Field, formatDateTime, formatDay, formatMonth, Heading, Page, Section } from '@hostel/ui';
import { slotName, useAdminT } from '../i18n';
import { actionPhrase } from './audit-actions';
import { AUDITED_ACTIONS, NO_FILTERS, useAuditPage, type AuditFilters } from './audit-api';
import { AuditChange } from './audit-change';
import { Email, Words } from './audit-text';
import type { AdminT } from './audit-values';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** The kinds of record an entry's target names; one added later shows as recorded until it has its words here. */
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
  boarder: 'audit.targets.boarder',
  payment: 'audit.targets.payment',
  stay: 'audit.targets.stay',
} as const;

/** What a target's id says in words where it is a day, a month or a menu's day and meal; other ids as recorded. */
function targetId({ type, id }: AuditEntry['target']): ReactNode {
  const [day, slot] = id.split(' ');
  if (type === 'closure' && DAY.test(id)) return formatDay(id);
  if (type === 'statement-month' && MONTH.test(id)) return formatMonth(id);
  if (type === 'menu slot' && day && slot && DAY.test(day)) return `${formatDay(day)}, ${slotName(slot)}`;
  if (type === 'mess settings') return null;
  return <Words text={id} />;
}

function Target({ target }: { target: AuditEntry['target'] }) {
  const { t } = useAdminT();
  const type = Object.hasOwn(TARGET_KEYS, target.type) ? t(TARGET_KEYS[target.type as keyof typeof TARGET_KEYS]) : target.type;
  const id = targetId(target);
  return (
    <span>
      {type}
      {id === null ? null : <> {id}</>}
    </span>
  );
}

/** Every action the filter offers, in words, in the order of those words. */
const actionOptions = (t: AdminT) => AUDITED_ACTIONS.map((action) => ({ action, phrase: actionPhrase(t, action) })).sort((a, b) => a.phrase.localeCompare(b.phrase));

/**
 * The kit's cells break any word to fit a narrow column, which cuts phrases, e-mails and ids mid-word; here words stay
 * whole and wrap between themselves (e-mails before their `@` and dots, long ids clipped with a title).
 */
const Log = styled.div`
  && td {
    overflow-wrap: normal;
  }
`;

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
          {actionOptions(t).map(({ action, phrase }) => (
            <option key={action} value={action}>
              {phrase}
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
        <Log>
          <DataTable<AuditEntry>
            caption={t('audit.caption')}
            columns={[t('audit.columns.when'), t('audit.columns.actor'), t('audit.columns.action'), t('audit.columns.target'), t('audit.columns.change')]}
            list={entries}
            rowKey={(entry) => entry.id}
            empty={t('audit.empty')}
            loadError={t('audit.loadError')}
            renderCells={(entry) => [
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
              entry.actorEmail ? <Email address={entry.actorEmail} /> : <Words text={entry.actorId} />,
              actionPhrase(t, entry.action),
              <Target target={entry.target} />,
              <AuditChange before={entry.before} after={entry.after} />,
            ]}
          />
        </Log>
      </Section>
    </Page>
  );
}
