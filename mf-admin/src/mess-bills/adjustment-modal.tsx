import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Statement } from '@hostel/contracts';
import { Button, Field, formatMonth, Modal, StatementLines } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { useAddAdjustment } from './bills-api';

const Form = styled.form`
  display: grid;
  gap: 12px;
  margin-top: 16px;
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
`;

/** An adjustment to one statement: a whole number of taka (negative for a credit) and the reason, added as a line. */
function AdjustmentForm({ statement, onDone }: { statement: Statement; onDone: () => void }) {
  const { t } = useAdminT();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const add = useAddAdjustment(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ statement, amount: Number(amount), reason: reason.trim() });
  };
  return (
    <Form onSubmit={submit}>
      <Field>
        {t('adjustment.amount')}
        <input type="number" required step={1} value={amount} onChange={(event) => setAmount(event.target.value)} aria-describedby="adjustment-amount-hint" />
      </Field>
      <Hint id="adjustment-amount-hint">{t('adjustment.hint')}</Hint>
      <Field>
        {t('adjustment.reason')}
        <input type="text" required maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <Button type="submit" disabled={add.isPending || !amount || Number(amount) === 0 || !reason.trim()}>
        {t('adjustment.submit')}
      </Button>
    </Form>
  );
}

/** The statement's lines as they are, and the form that adds an adjustment to them. */
export function AdjustmentModal({ statement, onClose }: { statement: Statement | undefined; onClose: () => void }) {
  const { t } = useAdminT();
  const who = statement ? statement.name || statement.email : '';
  return (
    <Modal open={statement !== undefined} title={statement ? t('adjustment.title', { who, month: formatMonth(statement.month) }) : t('adjustment.fallbackTitle')} onClose={onClose}>
      {statement && (
        <>
          <StatementLines statement={statement} caption={t('adjustment.linesCaption', { who, month: formatMonth(statement.month) })} />
          <AdjustmentForm key={statement.id} statement={statement} onDone={onClose} />
        </>
      )}
    </Modal>
  );
}
