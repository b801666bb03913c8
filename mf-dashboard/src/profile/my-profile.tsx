import { useEffect } from 'react';
import styled from 'styled-components';
import { DEFAULT_BADGE } from '@hostel/contracts';
import { Pill, ProfileCard, Section, useEnumLabels, useSession } from '@hostel/ui';
import { useDashboardT } from '../i18n';

const Name = styled.p`
  font-size: 1.2rem;
  font-weight: 700;
`;

/** Photo (or the default one), name, e-mail and membership badge of the signed-in user. */
export function MyProfile() {
  const { user, api } = useSession();
  const { t } = useDashboardT();
  const labels = useEnumLabels();

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
          {t('profile.badge')} <Pill $tone={user.badge === DEFAULT_BADGE ? 'neutral' : 'primary'} data-testid="badge">{labels.badge(user.badge)}</Pill>
        </p>
      </ProfileCard>
    </Section>
  );
}
