import styled from 'styled-components';
import { RATING_MAX } from '@hostel/contracts';
import { formatNumber } from '../format/format';
import { useUiT } from '../i18n/ui-catalogue';

const Row = styled.span`
  color: #f59e0b;
  letter-spacing: 2px;
`;

/** Read-only stars for a rating (rounded to whole stars for display, the number is shown next to it). */
export function Stars({ value }: { value: number }) {
  const { t } = useUiT();
  const full = Math.round(value);
  return (
    <Row role="img" aria-label={t('stars', { value: formatNumber(value), max: formatNumber(RATING_MAX) })}>
      {'★'.repeat(full)}
      {'☆'.repeat(RATING_MAX - full)}
    </Row>
  );
}
