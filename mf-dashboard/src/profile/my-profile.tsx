import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Pill, Section, useSession } from '@hostel/ui';
import { DEFAULT_AVATAR } from '../shared/default-avatar';

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

const Name = styled.p`
  font-size: 1.2rem;
  font-weight: 700;
`;

/** Photo (or the default one), name, e-mail and membership badge of the signed-in user. */
export function MyProfile() {
  const { user, api } = useSession();
  const [photoFailed, setPhotoFailed] = useState(false);

  // The badge changes on the server after a payment (by event); re-read the record so it is current here.
  useEffect(() => {
    api.refreshUser().catch(() => undefined);
  }, [api]);

  if (!user) return null;
  return (
    <Section id="my-profile" title="My Profile">
      <Card>
        <img src={user.photoURL && !photoFailed ? user.photoURL : DEFAULT_AVATAR} alt={`${user.name || 'User'}'s avatar`} width={96} height={96} onError={() => setPhotoFailed(true)} />
        <div>
          <Name>{user.name}</Name>
          <p>{user.email}</p>
          <p>
            Badge: <Pill $tone={user.badge === 'Bronze' ? 'neutral' : 'primary'} data-testid="badge">{user.badge}</Pill>
          </p>
        </div>
      </Card>
    </Section>
  );
}
