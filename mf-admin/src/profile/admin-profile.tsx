import styled from 'styled-components';
import { formatNumber, Pill, ProfileCard, Section, Spinner, useSession } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { useMyMealsCount } from '../meals/meals-api';

const Count = styled.p`
  font-size: 1.1rem;
  strong { font-size: 1.5rem; color: ${({ theme }) => theme.colors.primary}; }
`;

/** The signed-in admin and how many meals carry their e-mail (counted by svc-meals). */
export function AdminProfile() {
  const { t } = useAdminT();
  const { user } = useSession();
  const meals = useMyMealsCount();
  const email = user?.email ?? '';
  const added = meals.data?.count ?? 0;
  const name = user?.name || t('profile.defaultName');

  return (
    <Section id="admin-profile" title={t('profile.title')}>
      <ProfileCard photoURL={user?.photoURL} name={name}>
        <p>
          <strong>{name}</strong> <Pill $tone="primary">{t('profile.role')}</Pill>
        </p>
        <p>{email}</p>
        <Count aria-live="polite">
          {t('profile.mealsAdded')}{' '}
          {meals.isLoading ? <Spinner style={{ width: 18, height: 18, borderWidth: 3 }} /> : <strong data-testid="meals-added">{formatNumber(added)}</strong>}
        </Count>
      </ProfileCard>
    </Section>
  );
}
