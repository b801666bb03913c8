import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CLOCK_TIME_PATTERN, EMAIL_DOMAIN_PATTERN, MEAL_SLOTS, MESS_SETTINGS_BOUNDS, type MealSlot, type MessSettings } from '@hostel/contracts';
import { Button, ErrorText, Field, formatNumber, Section, Spinner, VisuallyHidden } from '@hostel/ui';
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

/**
 * One meal's cutoff: its name over the two fields, side by side. A time field in a 12-hour locale shows "10:00 PM"
 * and its picker button: squeezed to half a narrow column it cut 22:00 to "10:00", without its PM, so the time keeps
 * the room its whole text needs and the cutoffs' columns are wide enough for both fields.
 */
const Cutoff = styled.div`
  display: grid;
  grid-template-columns: minmax(4rem, 1fr) minmax(9rem, 1.5fr);
  gap: 8px;
  strong {
    grid-column: 1 / -1;
  }
  && input[type='time'] {
    min-width: 9rem;
  }
`;

const CutoffFields = styled.fieldset`
  && {
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  }
`;

const RATE_KEYS = [...MEAL_SLOTS, 'guest'] as const;
const BILLING_KEYS = ['maxGuests', 'dueDay', 'lateFeePerDay', 'lateFeeMaxDays', 'planHorizonDays'] as const;
const BILLING_LABELS = {
  maxGuests: 'settingsForm.maxGuests',
  dueDay: 'settingsForm.dueDay',
  lateFeePerDay: 'settingsForm.lateFeePerDay',
  lateFeeMaxDays: 'settingsForm.lateFeeMaxDays',
  planHorizonDays: 'settingsForm.planHorizonDays',
} as const satisfies Record<(typeof BILLING_KEYS)[number], string>;

/** What the inputs hold: text, as typed, checked before it is sent. */
interface Draft {
  cutoffs: Record<MealSlot, { daysBefore: string; time: string }>;
  rates: Record<(typeof RATE_KEYS)[number], string>;
  billing: Record<(typeof BILLING_KEYS)[number], string>;
  /** The auto-approved e-mail domains, separated by commas or spaces. */
  domains: string;
}

const domainsOf = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

const mapKeys = <K extends string, W>(keys: readonly K[], value: (key: K) => W): Record<K, W> => Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, W>;

function toDraft(settings: MessSettings): Draft {
  return {
    cutoffs: mapKeys(MEAL_SLOTS, (slot) => ({ daysBefore: String(settings.cutoffs[slot].daysBefore), time: settings.cutoffs[slot].time })),
    rates: mapKeys(RATE_KEYS, (key) => String(settings.rates[key])),
    billing: mapKeys(BILLING_KEYS, (key) => String(settings[key])),
    domains: settings.autoApproveDomains.join(', '),
  };
}

/** A blank field is sent as null (not 0), so the server refuses it instead of saving a rate nobody typed. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

type Bounds = { readonly min: number; readonly max: number };
const BILLING_BOUNDS: Record<(typeof BILLING_KEYS)[number], Bounds> = {
  maxGuests: MESS_SETTINGS_BOUNDS.maxGuests,
  dueDay: MESS_SETTINGS_BOUNDS.dueDay,
  lateFeePerDay: MESS_SETTINGS_BOUNDS.taka,
  lateFeeMaxDays: MESS_SETTINGS_BOUNDS.lateFeeMaxDays,
  planHorizonDays: MESS_SETTINGS_BOUNDS.planHorizonDays,
};

/** Which rule a field breaks, by its path in the settings (the path the server's 400 would name). */
type Problems = Record<string, { rule: 'time' } | { rule: 'domains' } | ({ rule: 'wholeNumber' } & Bounds)>;

/**
 * The browser checks each field against contracts' bounds (the ones the server's schema is made of) before sending,
 * so the admin reads what to fix beside the field in the page's language: the server's zod messages are English and
 * name a path (rates.Breakfast), and giving each zod rule a code would carry zod's wording, not the form's. The server
 * still checks everything; a refusal the browser did not foresee shows its message under the form.
 */
function problemsOf(draft: Draft): Problems {
  const problems: Problems = {};
  const wholeNumber = (path: string, text: string, bounds: Bounds) => {
    const value = numberOf(text);
    if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) problems[path] = { rule: 'wholeNumber', ...bounds };
  };
  for (const slot of MEAL_SLOTS) {
    wholeNumber(`cutoffs.${slot}.daysBefore`, draft.cutoffs[slot].daysBefore, MESS_SETTINGS_BOUNDS.daysBefore);
    if (!CLOCK_TIME_PATTERN.test(draft.cutoffs[slot].time)) problems[`cutoffs.${slot}.time`] = { rule: 'time' };
  }
  for (const key of RATE_KEYS) wholeNumber(`rates.${key}`, draft.rates[key], MESS_SETTINGS_BOUNDS.taka);
  for (const key of BILLING_KEYS) wholeNumber(key, draft.billing[key], BILLING_BOUNDS[key]);
  const domains = domainsOf(draft.domains.toLowerCase());
  if (domains.length > MESS_SETTINGS_BOUNDS.autoApproveDomains.max || new Set(domains).size < domains.length || !domains.every((domain) => EMAIL_DOMAIN_PATTERN.test(domain))) {
    problems.autoApproveDomains = { rule: 'domains' };
  }
  return problems;
}

/** The id of a field's input, for focusing the first one to fix. */
const inputId = (path: string) => `mess-settings-${path.replace(/\./g, '-')}`;

/** One input under its label, with the rule it breaks (if any) said below it and tied to it for screen readers. */
function SettingField({ path, label, problems, children }: { path: string; label: ReactNode; problems: Problems; children: (aria: object) => ReactNode }) {
  const { t } = useAdminT();
  const problem = problems[path];
  const describedBy = `${inputId(path)}-problem`;
  const aria = { id: inputId(path), 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? describedBy : undefined };
  return (
    <div>
      <Field>
        {label}
        {children(aria)}
      </Field>
      {problem && (
        <ErrorText id={describedBy}>
          {problem.rule === 'time'
            ? t('settingsForm.timeRule')
            : problem.rule === 'domains'
              ? t('settingsForm.domainsRule', { max: formatNumber(MESS_SETTINGS_BOUNDS.autoApproveDomains.max) })
              : t('settingsForm.wholeNumberRule', { min: formatNumber(problem.min), max: formatNumber(problem.max) })}
        </ErrorText>
      )}
    </div>
  );
}

function fromDraft(draft: Draft): MessSettings {
  return {
    cutoffs: mapKeys(MEAL_SLOTS, (slot) => ({ daysBefore: numberOf(draft.cutoffs[slot].daysBefore), time: draft.cutoffs[slot].time })),
    rates: mapKeys(RATE_KEYS, (key) => numberOf(draft.rates[key])),
    ...mapKeys(BILLING_KEYS, (key) => numberOf(draft.billing[key])),
    autoApproveDomains: domainsOf(draft.domains.toLowerCase()),
  };
}

function SettingsForm({ settings }: { settings: MessSettings }) {
  const { t } = useAdminT();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState('');
  const save = usePutMessSettings(setRefusal);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      setRefusal(t('settingsForm.fixFields'));
      form.current?.querySelector<HTMLInputElement>(`#${inputId(first)}`)?.focus();
      return;
    }
    setRefusal('');
    save.mutate(fromDraft(draft));
  };
  const setCutoff = (slot: MealSlot, part: 'daysBefore' | 'time', value: string) => setDraft((d) => ({ ...d, cutoffs: { ...d.cutoffs, [slot]: { ...d.cutoffs[slot], [part]: value } } }));

  return (
    // The form says what is wrong itself, in the page's language (problemsOf): the browser's own checks speak the
    // browser's language, not the page's.
    <Form ref={form} noValidate onSubmit={submit} aria-label={t('settingsForm.label')}>
      <CutoffFields>
        <legend>{t('settingsForm.cutoffs')}</legend>
        {MEAL_SLOTS.map((slot) => (
          <Cutoff key={slot} role="group" aria-label={t('settingsForm.cutoffGroup', { slot: slotName(slot) })}>
            <strong aria-hidden="true">{slotName(slot)}</strong>
            {(['daysBefore', 'time'] as const).map((part) => (
              <SettingField
                key={part}
                path={`cutoffs.${slot}.${part}`}
                problems={problems}
                label={
                  <span>
                    <VisuallyHidden>{t('settingsForm.slotPrefix', { slot: slotName(slot) })}</VisuallyHidden>
                    {part === 'time' ? t('settingsForm.time') : t('settingsForm.daysBefore')}
                  </span>
                }
              >
                {(aria) =>
                  part === 'time' ? (
                    <input type="time" {...aria} value={draft.cutoffs[slot].time} onChange={(event) => setCutoff(slot, 'time', event.target.value)} />
                  ) : (
                    <input type="number" inputMode="numeric" {...aria} value={draft.cutoffs[slot].daysBefore} onChange={(event) => setCutoff(slot, 'daysBefore', event.target.value)} />
                  )
                }
              </SettingField>
            ))}
          </Cutoff>
        ))}
      </CutoffFields>
      <fieldset>
        <legend>{t('settingsForm.rates')}</legend>
        {RATE_KEYS.map((key) => (
          <SettingField key={key} path={`rates.${key}`} problems={problems} label={key === 'guest' ? t('settingsForm.guestRate') : slotName(key)}>
            {(aria) => <input type="number" inputMode="numeric" {...aria} value={draft.rates[key]} onChange={(event) => setDraft((d) => ({ ...d, rates: { ...d.rates, [key]: event.target.value } }))} />}
          </SettingField>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('settingsForm.billing')}</legend>
        {BILLING_KEYS.map((key) => (
          <SettingField key={key} path={key} problems={problems} label={t(BILLING_LABELS[key])}>
            {(aria) => <input type="number" inputMode="numeric" {...aria} value={draft.billing[key]} onChange={(event) => setDraft((d) => ({ ...d, billing: { ...d.billing, [key]: event.target.value } }))} />}
          </SettingField>
        ))}
        <SettingField path="autoApproveDomains" problems={problems} label={t('settingsForm.autoApproveDomains')}>
          {(aria) => <input type="text" {...aria} value={draft.domains} onChange={(event) => setDraft((d) => ({ ...d, domains: event.target.value }))} />}
        </SettingField>
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
