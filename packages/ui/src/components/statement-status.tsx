import { useUiT } from '../i18n/ui-catalogue';
import { Pill } from './pill';

/** What a monthly statement's status is called on screen, for the boarder and the admin alike. */
export type StatementStatusName = 'Open' | 'Due' | 'Overdue' | 'Paid';

/** The running month is Open; an issued one is Due until paid, Overdue once its due date has passed unpaid. */
export function statementStatusName({ status, overdue }: { status: 'open' | 'due' | 'paid'; overdue: boolean }): StatementStatusName {
  if (status === 'paid') return 'Paid';
  if (status === 'open') return 'Open';
  return overdue ? 'Overdue' : 'Due';
}

const TONES = { Open: 'neutral', Due: 'primary', Overdue: 'warning', Paid: 'success' } as const;
const NAMES = { Open: 'statement.status.open', Due: 'statement.status.due', Overdue: 'statement.status.overdue', Paid: 'statement.status.paid' } as const;

/** A statement's status as a pill. */
export function StatementStatus({ statement }: { statement: { status: 'open' | 'due' | 'paid'; overdue: boolean } }) {
  const { t } = useUiT();
  const name = statementStatusName(statement);
  return <Pill $tone={TONES[name]}>{t(NAMES[name])}</Pill>;
}
