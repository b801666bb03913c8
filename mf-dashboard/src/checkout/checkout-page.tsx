import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { findPackage } from '@hostel/contracts';
import { Heading, Page, useEnumLabels } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { formatTk } from '../shared/format';
import { PACKAGE_NAME_KEY } from '../shared/labels';
import { CardPayment } from './card-payment';
import { CheckoutForm } from './checkout-form';

const Card = styled.div`
  max-width: 520px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 24px 16px;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 32px;
  }
`;

const Amount = styled.p`
  font-size: 1.3rem;
  margin: 0 0 20px;
  strong { color: ${({ theme }) => theme.colors.primary}; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  margin: 16px 0 0;
`;

export function CheckoutPage() {
  const { package: name = '' } = useParams();
  const pkg = findPackage(name);
  const { t } = useDashboardT();
  const labels = useEnumLabels();

  if (!pkg) {
    return (
      <Page>
        <Heading>{t('checkout.invalid')}</Heading>
      </Page>
    );
  }
  return (
    <Page>
      <Card>
        <Heading>{t('checkout.title', { name: t(PACKAGE_NAME_KEY[pkg.id]) })}</Heading>
        <Amount>
          {t('checkout.amount')} <strong>{t('money.tk', { amount: formatTk(pkg.price) })}</strong>
        </Amount>
        <CardPayment>
          <CheckoutForm pkg={pkg} />
        </CardPayment>
        <Hint>{t('checkout.hint', { badge: labels.badge(pkg.badge) })}</Hint>
      </Card>
    </Page>
  );
}
