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

/** The contained fallback of a micro-frontend that cannot load or has crashed. */
export function SectionUnavailable({ label, onRetry }: { label?: string; onRetry?: () => void }) {
  const { t } = useUiT();
  return (
    <Box role="alert" data-testid="section-unavailable">
      <h2>{t('sectionUnavailable.title')}</h2>
      {label && <p>{t('sectionUnavailable.text', { label })}</p>}
      <RetryButton type="button" onClick={onRetry ?? (() => window.location.reload())}>
        {t('sectionUnavailable.retry')}
      </RetryButton>
    </Box>
  );
}
