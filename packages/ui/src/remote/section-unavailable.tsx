import styled from 'styled-components';
import { useUiT } from '../i18n/ui-catalogue';

const Box = styled.section`
  margin: 48px auto;
  max-width: 520px;
  padding: 32px 24px;
  text-align: center;
  border: 1px dashed #d6d3d1;
  border-radius: 12px;
  background: #fff;
  color: #44403c;
  font-family: system-ui, sans-serif;
`;

const RetryButton = styled.button`
  margin-top: 12px;
  padding: 8px 20px;
  border: 0;
  border-radius: 8px;
  background: #c2410c;
  color: #fff;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #fdba74;
  }
`;

/**
 * The areas' names as each remote's own error boundary gives them (remoteLifecycles(App, 'Meals')): said in the page's
 * language. Any other label comes translated already (the shell's, from its routes' label keys) and is shown as given.
 */
const AREA_KEYS = { Meals: 'sectionUnavailable.area.meals', Dashboard: 'sectionUnavailable.area.dashboard', Admin: 'sectionUnavailable.area.admin' } as const;

/** The contained fallback of a micro-frontend that cannot load or has crashed. */
export function SectionUnavailable({ label, onRetry }: { label?: string; onRetry?: () => void }) {
  const { t } = useUiT();
  const area = label && Object.hasOwn(AREA_KEYS, label) ? t(AREA_KEYS[label as keyof typeof AREA_KEYS]) : label;
  return (
    <Box role="alert" data-testid="section-unavailable">
      <h2>{t('sectionUnavailable.title')}</h2>
      {area && <p>{t('sectionUnavailable.text', { label: area })}</p>}
      <RetryButton type="button" onClick={onRetry ?? (() => window.location.reload())}>
        {t('sectionUnavailable.retry')}
      </RetryButton>
    </Box>
  );
}
