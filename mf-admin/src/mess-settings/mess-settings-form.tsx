import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MEAL_SLOTS, type MealSlot, type MessSettings } from '@hostel/contracts';
import { Button, ErrorText, Field, Section, Spinner, VisuallyHidden } from '@hostel/ui';
import { slotName, useAdminT } from '../i18n';
import { useMessSettings, usePutMessSettings } from './mess-office-api';

const Form = styled.form`
  display: grid;
  gap: 16px;
  fieldset {
    display: grid;
    gap: 12px;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    align-items: end;
    margin: 0;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
`;

/** One meal's cutoff: its name over the two fields, side by side. */
const Cutoff = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  strong {
    grid-column: 1 / -1;
  }
`;

const RATE_KEYS = [...MEAL_SLOTS, 'guest'] as const;
const BILLING_KEYS = ['maxGuests', 'dueDay', 'lateFeePerDay', 'lateFeeMaxDays'] as const;
const BILLING_LABELS = {
  maxGuests: 'settingsForm.maxGuests',
  dueDay: 'settingsForm.dueDay',
  lateFeePerDay: 'settingsForm.lateFeePerDay',
  lateFeeMaxDays: 'settingsForm.lateFeeMaxDays',
} as const satisfies Record<(typeof BILLING_KEYS)[number], string>;

/** What the inputs hold: text, so a cleared or odd value reaches the server as typed and its 400 says what is wrong. */
interface Draft {
  cutoffs: Record<MealSlot, { daysBefore: string; time: string }>;
  rates: Record<(typeof RATE_KEYS)[number], string>;
  billing: Record<(typeof BILLING_KEYS)[number], string>;
}

const mapKeys = <K extends string, W>(keys: readonly K[], value: (key: K) => W): Record<K, W> => Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, W>;

function toDraft(settings: MessSettings): Draft {
  return {
    cutoffs: mapKeys(MEAL_SLOTS, (slot) => ({ daysBefore: String(settings.cutoffs[slot].daysBefore), time: settings.cutoffs[slot].time })),
    rates: mapKeys(RATE_KEYS, (key) => String(settings.rates[key])),
    billing: mapKeys(BILLING_KEYS, (key) => String(settings[key])),
  };
}

/** A blank field is sent as null (not 0), so the server refuses it instead of saving a rate nobody typed. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

function fromDraft(draft: Draft): MessSettings {
  return {
    cutoffs: mapKeys(MEAL_SLOTS, (slot) => ({ daysBefore: numberOf(draft.cutoffs[slot].daysBefore), time: draft.cutoffs[slot].time })),
    rates: mapKeys(RATE_KEYS, (key) => numberOf(draft.rates[key])),
    ...mapKeys(BILLING_KEYS, (key) => numberOf(draft.billing[key])),
  };
}

function SettingsForm({ settings }: { settings: MessSettings }) {
  const { t } = useAdminT();
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [refusal, setRefusal] = useState('');
  const save = usePutMessSettings(setRefusal);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal('');
    save.mutate(fromDraft(draft));
  };
  const setCutoff = (slot: MealSlot, part: 'daysBefore' | 'time', value: string) => setDraft((d) => ({ ...d, cutoffs: { ...d.cutoffs, [slot]: { ...d.cutoffs[slot], [part]: value } } }));

  return (
    // The server validates every field (its 400 names the one to fix), so the browser's own checks stay out of the way.
    <Form noValidate onSubmit={submit} aria-label={t('settingsForm.label')}>
      <fieldset>
        <legend>{t('settingsForm.cutoffs')}</legend>
        {MEAL_SLOTS.map((slot) => (
          <Cutoff key={slot} role="group" aria-label={t('settingsForm.cutoffGroup', { slot: slotName(slot) })}>
            <strong aria-hidden="true">{slotName(slot)}</strong>
            <Field>
              <span>
                <VisuallyHidden>{t('settingsForm.slotPrefix', { slot: slotName(slot) })}</VisuallyHidden>
                {t('settingsForm.daysBefore')}
              </span>
              <input type="number" inputMode="numeric" value={draft.cutoffs[slot].daysBefore} onChange={(event) => setCutoff(slot, 'daysBefore', event.target.value)} />
            </Field>
            <Field>
              <span>
                <VisuallyHidden>{t('settingsForm.slotPrefix', { slot: slotName(slot) })}</VisuallyHidden>
                {t('settingsForm.time')}
              </span>
              <input type="time" value={draft.cutoffs[slot].time} onChange={(event) => setCutoff(slot, 'time', event.target.value)} />
            </Field>
          </Cutoff>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('settingsForm.rates')}</legend>
        {RATE_KEYS.map((key) => (
          <Field key={key}>
            {key === 'guest' ? t('settingsForm.guestRate') : slotName(key)}
            <input type="number" inputMode="numeric" value={draft.rates[key]} onChange={(event) => setDraft((d) => ({ ...d, rates: { ...d.rates, [key]: event.target.value } }))} />
          </Field>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('settingsForm.billing')}</legend>
        {BILLING_KEYS.map((key) => (
          <Field key={key}>
            {t(BILLING_LABELS[key])}
            <input type="number" inputMode="numeric" value={draft.billing[key]} onChange={(event) => setDraft((d) => ({ ...d, billing: { ...d.billing, [key]: event.target.value } }))} />
          </Field>
        ))}
      </fieldset>
      {refusal && <ErrorText role="alert">{refusal}</ErrorText>}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('settingsForm.save')}
        </Button>
      </div>
    </Form>
  );
}

/** 'Mess Settings': cutoffs per meal, rates, guests and billing (DESIGN §9), saved whole. */
export function MessSettingsSection() {
  const { t } = useAdminT();
  const { data, isError } = useMessSettings();
  return (
    <Section id="mess-settings" title={t('settingsForm.title')}>
      {isError ? <ErrorText>{t('settingsForm.loadError')}</ErrorText> : !data ? <Spinner /> : <SettingsForm settings={data} />}
    </Section>
  );
}
