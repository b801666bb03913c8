import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiT } from '../i18n/ui-catalogue';
import { profileCardBox } from './boxes';
import { DEFAULT_AVATAR } from './default-avatar';

const Card = styled.div`
  ${profileCardBox}
  img { object-fit: cover; }
  p { margin: 4px 0; overflow-wrap: anywhere; }
`;

/** The signed-in user's photo (or the default one) beside whatever the profile section tells about them. */
export function ProfileCard({ photoURL, name, children }: { photoURL?: string | null; name: string; children: ReactNode }) {
  const { t } = useUiT();
  const [photoFailed, setPhotoFailed] = useState(false);
  return (
    <Card>
      <img src={photoURL && !photoFailed ? photoURL : DEFAULT_AVATAR} alt={t('profile.avatar', { name })} width={96} height={96} onError={() => setPhotoFailed(true)} />
      <div>{children}</div>
    </Card>
  );
}
