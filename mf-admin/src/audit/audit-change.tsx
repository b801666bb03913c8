import styled from 'styled-components';
import { slotName, useAdminT } from '../i18n';
import { changeLines, type ChangeLine } from './audit-fields';
import { Words } from './audit-text';
import { valueOf, type AdminT } from './audit-values';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  font-size: 0.9rem;
`;

const Label = styled.span`
  font-weight: 600;
`;

/** The line's words after its label: what was added, what was removed, or old → new. */
function changeText(line: ChangeLine, t: AdminT): string {
  const kind = line.field?.kind;
  if (line.change === 'added') return valueOf(line.after, kind, t);
  if (line.change === 'removed') return t('audit.removed', { value: valueOf(line.before, kind, t) });
  return `${valueOf(line.before, kind, t)} → ${valueOf(line.after, kind, t)}`;
}

/**
 * An entry's change, a line per field: 'Breakfast cutoff: 1 day before, 22:00 → 2 days before, 15:07'. Only the
 * fields an edit changed; every field of an addition or a removal. A field the page has no label for shows under its
 * recorded name.
 */
export function AuditChange({ before, after }: { before?: unknown; after?: unknown }) {
  const { t } = useAdminT();
  const lines = changeLines(before, after);
  if (lines.length === 0) return <span>{t('audit.noChange')}</span>;
  return (
    <Lines>
      {lines.map((line) => (
        <li key={line.path}>
          <Label>{line.field ? t(line.field.label, { slot: line.slot === undefined ? undefined : slotName(line.slot) }) : line.path}:</Label> <Words text={changeText(line, t)} />
        </li>
      ))}
    </Lines>
  );
}
