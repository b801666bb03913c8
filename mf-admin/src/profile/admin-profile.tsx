import styled from 'styled-components';
import { Pill, ProfileCard, Section, Spinner, useSession } from '@hostel/ui';
import { useMyMealsCount } from '../meals/meals-api';

const Count = styled.p`
  font-size: 1.1rem;
  strong { font-size: 1.5rem; color: ${({ theme }) => theme.colors.primary}; }
`;

/** The signed-in admin and how many meals carry their e-mail (counted by svc-meals). */
export function AdminProfile() {
  const { user } = useSession();
  const meals = useMyMealsCount();
  const email = user?.email ?? '';
  const added = meals.data?.count ?? 0;

  return (
    <Section id="admin-profile" title="Admin Profile">
      <ProfileCard photoURL={user?.photoURL} name={user?.name || 'Admin'}>
        <p>
          <strong>{user?.name || 'Admin'}</strong> <Pill $tone="primary">Admin</Pill>
        </p>
        <p>{email}</p>
        <Count aria-live="polite">
          Meals added: {meals.isLoading ? <Spinner style={{ width: 18, height: 18, borderWidth: 3 }} /> : <strong data-testid="meals-added">{added}</strong>}
        </Count>
      </ProfileCard>
    </Section>
  );
}
