import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { IN_PERSON_METHODS, type InPersonMethod, type Receipt, type Statement } from '@hostel/contracts';
import { Button, Field, formatDateTime, formatTaka, Modal } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { useRecordPayment, useVoidPayment } from './bills-api';

const Form = styled.form`
  display: grid;
  gap: 12px;
  margin-top: 16px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
`;

/** The receipt the server numbered, and Void with a reason for a wrong one (never a deletion). */
function ReceiptFacts({ receipt, onVoided }: { receipt: Receipt; onVoided: (receipt: Receipt) => void }) {
  const { t } = useAdminT();
  const [reason, setReason] = useState('');
  const voiding = useVoidPayment(onVoided);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    voiding.mutate({ id: receipt.id, reason: reason.trim() });
  };
  return (
    <>
      <Facts aria-label={t('payment.receipt', { number: receipt.number })}>
        <dt>{t('payment.number')}</dt>
        <dd>{receipt.number}</dd>
        <dt>{t('payment.amount')}</dt>
        <dd>{formatTaka(receipt.amount)}</dd>
        <dt>{t('payment.method')}</dt>
        <dd>{receipt.method}</dd>
        <dt>{t('payment.reference')}</dt>
        <dd>{receipt.reference}</dd>
        <dt>{t('payment.receivedAt')}</dt>
        <dd>{formatDateTime(receipt.receivedAt)}</dd>
        {receipt.voidedAt && (
          <>
            <dt>{t('payment.voided')}</dt>
            <dd>{receipt.voidReason}</dd>
          </>
        )}
      </Facts>
      {!receipt.voidedAt && (
        <Form onSubmit={submit}>
          <Field>
            {t('payment.voidReason')}
            <input type="text" required maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
          </Field>
          <Button type="submit" $variant="danger" disabled={voiding.isPending || !reason.trim()}>
            {t('payment.void')}
          </Button>
        </Form>
      )}
    </>
  );
}

/** Recording money a boarder handed over: method, reference and amount; the server answers its receipt. */
function PaymentForm({ statement, onRecorded }: { statement: Statement; onRecorded: (receipt: Receipt) => void }) {
  const { t } = useAdminT();
  const [method, setMethod] = useState<InPersonMethod>('cash');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState(String(Math.max(statement.closing ?? statement.total, 0) || ''));
  const record = useRecordPayment(onRecorded);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate({ userId: statement.userId, amount: Number(amount), method, reference: reference.trim(), receivedAt: new Date().toISOString() });
  };
  return (
    <Form onSubmit={submit}>
      <Field>
        {t('payment.method')}
        <select value={method} onChange={(event) => setMethod(event.target.value as InPersonMethod)}>
          {IN_PERSON_METHODS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('payment.reference')}
        <input type="text" required maxLength={64} value={reference} onChange={(event) => setReference(event.target.value)} />
      </Field>
      <Field>
        {t('payment.amount')}
        <input type="number" required min={1} step={1} value={amount} onChange={(event) => setAmount(event.target.value)} />
      </Field>
      <Button type="submit" disabled={record.isPending || !reference.trim() || !(Number(amount) >= 1)}>
        {t('payment.submit')}
      </Button>
    </Form>
  );
}

/** Mess Bills' Record a payment dialog: the form, then the receipt it made (with Void). */
export function PaymentModal({ statement, onClose }: { statement: Statement; onClose: () => void }) {
  const { t } = useAdminT();
  const [receipt, setReceipt] = useState<Receipt | undefined>();
  return (
    <Modal open title={t('payment.title', { who: statement.name || statement.email })} onClose={onClose}>
      {receipt ? <ReceiptFacts receipt={receipt} onVoided={setReceipt} /> : <PaymentForm statement={statement} onRecorded={setReceipt} />}
    </Modal>
  );
}
