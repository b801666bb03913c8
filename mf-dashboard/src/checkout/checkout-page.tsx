import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { findPackage } from '@hostel/contracts';
import { Heading, Page } from '@hostel/ui';
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

  if (!pkg) {
    return (
      <Page>
        <Heading>Invalid Package</Heading>
      </Page>
    );
  }
  return (
    <Page>
      <Card>
        <Heading>Purchase {pkg.name} Package</Heading>
        <Amount>
          Amount: <strong>{pkg.price} tk.</strong>
        </Amount>
        <CardPayment>
          <CheckoutForm pkg={pkg} />
        </CardPayment>
        <Hint>Your badge changes to {pkg.badge} once the payment goes through.</Hint>
      </Card>
    </Page>
  );
}
