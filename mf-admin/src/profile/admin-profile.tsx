import styled from 'styled-components';
import { Pill, Section, Spinner, useSession } from '@hostel/ui';
import { useAllMeals } from '../meals/meals-api';

const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="#ffedd5"/><circle cx="48" cy="38" r="18" fill="#c2410c"/><path d="M16 88c4-18 17-28 32-28s28 10 32 28z" fill="#c2410c"/></svg>',
  );

const Card = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 20px;
  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
    border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  }
  p { margin: 4px 0; overflow-wrap: anywhere; }
`;

const Count = styled.p`
  font-size: 1.1rem;
  strong { font-size: 1.5rem; color: ${({ theme }) => theme.colors.primary}; }
`;

/** The signed-in admin and how many meals carry their e-mail. */
export function AdminProfile() {
  const { user } = useSession();
  const meals = useAllMeals();
  const email = user?.email ?? '';
  const added = (meals.data ?? []).filter((meal) => meal.email.toLowerCase() === email.toLowerCase()).length;

  return (
    <Section id="admin-profile" title="Admin Profile">
      <Card>
        <img src={user?.photoURL || DEFAULT_AVATAR} alt={`${user?.name ?? 'Admin'}'s avatar`} width={96} height={96} />
        <div>
          <p>
            <strong>{user?.name || 'Admin'}</strong> <Pill $tone="primary">Admin</Pill>
          </p>
          <p>{email}</p>
          <Count aria-live="polite">
            Meals added: {meals.isLoading ? <Spinner style={{ width: 18, height: 18, borderWidth: 3 }} /> : <strong data-testid="meals-added">{added}</strong>}
          </Count>
        </div>
      </Card>
    </Section>
  );
}
