import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { MAX_DEPOSIT, type AccountEntry } from '@hostel/contracts';
import { Actions, Button, formatDateTime, formatTaka, Modal, Section, Spinner, Table, TableScroll, useSession } from '@hostel/ui';
import { StatementCheckout } from '../checkout/statement-checkout';
import { useDashboardT } from '../i18n';
import { useMyAccount, useReceipt } from './account-api';
import { statementKeys } from './statements-api';

const Balance = styled.p`
  font-size: 1.25rem;
  font-weight: 600;
  margin: 0 0 12px;
`;

const Money = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The receipt as printed: on paper only this box shows (the rest of the page is hidden by the print rule). */
const Printable = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  @media print {
    font-size: 12pt;
  }
`;

/** Which words say what an entry is; the kinds are the server's. */
const ENTRY_KIND_KEYS: Record<AccountEntry['kind'], string> = {
  meals: 'account.kind.meals',
  guest: 'account.kind.guest',
  adjustment: 'account.kind.adjustment',
  'late fee': 'account.kind.lateFee',
  payment: 'account.kind.payment',
  refund: 'account.kind.refund',
  void: 'account.kind.void',
  'fixed share': 'account.kind.fixedShare',
  'bazar share': 'account.kind.bazarShare',
  reimbursement: 'account.kind.reimbursement',
};

/** A receipt of a payment made in person, with Print (the browser's print of this dialog). */
function ReceiptView({ id }: { id: string }) {
  const receipt = useReceipt(id);
  const { t } = useDashboardT();
  if (!receipt.data) return <Spinner />;
  const r = receipt.data;
  return (
    <div className="printable-receipt">
      <Printable aria-label={t('account.receipt.title', { number: r.number })}>
        <dt>{t('account.receipt.number')}</dt>
        <dd>{r.number}</dd>
        <dt>{t('account.receipt.boarder')}</dt>
        <dd>{r.name ?? r.email}</dd>
        <dt>{t('account.receipt.amount')}</dt>
        <dd>{formatTaka(r.amount)}</dd>
        <dt>{t('account.receipt.method')}</dt>
        <dd>{r.method}</dd>
        <dt>{t('account.receipt.reference')}</dt>
        <dd>{r.reference}</dd>
        <dt>{t('account.receipt.receivedAt')}</dt>
        <dd>{formatDateTime(r.receivedAt)}</dd>
        <dt>{t('account.receipt.recordedBy')}</dt>
        <dd>{r.recordedBy}</dd>
        {r.voidedAt && (
          <>
            <dt>{t('account.receipt.voided')}</dt>
            <dd>{r.voidReason}</dd>
          </>
        )}
      </Printable>
      <Button type="button" onClick={() => window.print()}>
        {t('account.receipt.print')}
      </Button>
    </div>
  );
}

/** My Meals' account (DESIGN §11): the balance, due or in advance, its entries with their receipts, and Pay ahead. */
export function MyAccount() {
  const account = useMyAccount();
  const client = useQueryClient();
  const { user } = useSession();
  const { t } = useDashboardT();
  const [receipt, setReceipt] = useState<AccountEntry | undefined>();
  const [payingAhead, setPayingAhead] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: statementKeys.all(user?.id ?? '') });
  if (account.isError) return null;
  const balance = account.data?.balance ?? 0;
  return (
    <Section
      id="my-account"
      title={t('account.title')}
      actions={
        <Button type="button" $small onClick={() => setPayingAhead(true)}>
          {t('account.payAhead')}
        </Button>
      }
    >
      {!account.data ? (
        <Spinner />
      ) : (
        <>
          <Balance>{balance > 0 ? t('account.due', { amount: formatTaka(balance) }) : balance < 0 ? t('account.advance', { amount: formatTaka(-balance) }) : t('account.settled')}</Balance>
          <TableScroll>
            <Table>
              <caption>{t('account.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('account.column.at')}</th>
                  <th scope="col">{t('account.column.kind')}</th>
                  <th scope="col">{t('account.column.amount')}</th>
                  <th scope="col">{t('account.column.receipt')}</th>
                </tr>
              </thead>
              <tbody>
                {account.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.at)}</td>
                    <td>
                      {t(ENTRY_KIND_KEYS[entry.kind])}
                      {entry.method ? ` (${entry.method})` : ''}
                    </td>
                    <Money>{formatTaka(entry.amount)}</Money>
                    <td>
                      {entry.receiptId && entry.kind === 'payment' && (
                        <Actions>
                          <Button type="button" $variant="ghost" $small onClick={() => setReceipt(entry)}>
                            {entry.receiptNumber}
                          </Button>
                        </Actions>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
      {receipt?.receiptId && (
        <Modal open title={t('account.receipt.title', { number: receipt.receiptNumber ?? '' })} onClose={() => setReceipt(undefined)}>
          <ReceiptView id={receipt.receiptId} />
        </Modal>
      )}
      {payingAhead && (
        <Modal open title={t('account.payAhead')} onClose={() => setPayingAhead(false)}>
          <StatementCheckout
            ahead={{ amount: Math.max(balance, 500), max: MAX_DEPOSIT }}
            onCharged={() => {
              setPayingAhead(false);
              void refresh();
            }}
          />
        </Modal>
      )}
    </Section>
  );
}
