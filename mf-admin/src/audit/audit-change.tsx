import styled from 'styled-components';
import { useAdminT } from '../i18n';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 8px;
  margin: 0;
  font-size: 0.9rem;
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A field's value as stored; null is `none` in the page's language. */
const show = (value: unknown, none: string): string => {
  if (value === undefined) return '—';
  if (value === null) return none;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const fieldsOf = (state: unknown): Record<string, unknown> => (state && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : state === undefined ? {} : { value: state });

/**
 * Before and after, field by field: only the fields that differ, each as "old → new" (an addition shows its new
 * fields, a removal what was removed).
 */
export function AuditChange({ before, after }: { before?: unknown; after?: unknown }) {
  const { t } = useAdminT();
  const none = t('audit.none');
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((key) => show(old[key], none) !== show(now[key], none));
  if (keys.length === 0) return <span>{t('audit.noChange')}</span>;
  return (
    <List>
      {keys.map((key) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{key}</dt>
          <dd>
            {before === undefined ? show(now[key], none) : after === undefined ? t('audit.removed', { value: show(old[key], none) }) : `${show(old[key], none)} → ${show(now[key], none)}`}
          </dd>
        </div>
      ))}
    </List>
  );
}
