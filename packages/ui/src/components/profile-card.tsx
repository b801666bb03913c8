import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiT } from '../i18n/ui-catalogue';
import { profileCardBox } from './boxes';

/** Shown when the user has no photo (or it fails to load); inline so it needs no request. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="#ffedd5"/><circle cx="48" cy="38" r="18" fill="#c2410c"/><path d="M16 88c4-18 17-28 32-28s28 10 32 28z" fill="#c2410c"/></svg>',
  );

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
