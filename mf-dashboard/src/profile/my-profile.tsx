import { useEffect } from 'react';
import styled from 'styled-components';
import { DEFAULT_BADGE } from '@hostel/contracts';
import { Pill, ProfileCard, Section, useSession } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { BADGE_KEY } from '../shared/labels';

const Name = styled.p`
  font-size: 1.2rem;
  font-weight: 700;
`;

/** Photo (or the default one), name, e-mail and membership badge of the signed-in user. */
export function MyProfile() {
  const { user, api } = useSession();
  const { t } = useDashboardT();

  // The badge changes on the server after a payment (by event); re-read the record so it is current here.
  useEffect(() => {
    api.refreshUser().catch(() => undefined);
  }, [api]);

  if (!user) return null;
  return (
    <Section id="my-profile" title={t('profile.title')}>
      <ProfileCard photoURL={user.photoURL} name={user.name || t('profile.fallbackName')}>
        <Name>{user.name}</Name>
        <p>{user.email}</p>
        <p>
          {t('profile.badge')} <Pill $tone={user.badge === DEFAULT_BADGE ? 'neutral' : 'primary'} data-testid="badge">{t(BADGE_KEY[user.badge])}</Pill>
        </p>
      </ProfileCard>
    </Section>
  );
}
