import { screen } from '@testing-library/react';
import { ProfileCard, Section, stubSession } from '@hostel/ui';
import { renderInRemote } from '@hostel/ui/testing';
import { DashboardSkeleton } from './dashboard-skeleton';

/** The box properties that decide where the avatar sits and how the boxes look. */
const boxOf = (element: Element) => {
  const style = getComputedStyle(element);
  return { background: style.background, borderRadius: style.borderRadius, boxShadow: style.boxShadow, padding: style.padding, marginBottom: style.marginBottom };
};
const avatarOf = (img: Element) => {
  const style = getComputedStyle(img);
  return { flex: style.flex, width: style.width, height: style.height, borderRadius: style.borderRadius, border: style.border };
};

describe('DashboardSkeleton', () => {
  it('draws the kit’s section box and profile card around its avatar, as the remote’s Section and ProfileCard do', () => {
    renderInRemote(
      <>
        <DashboardSkeleton />
        <Section id="profile" title="My Profile">
          <ProfileCard name="Rahim" photoURL={null}>
            <p>Rahim</p>
          </ProfileCard>
        </Section>
      </>,
      { session: stubSession('premium') },
    );
    const skeletonAvatar = screen.getByTestId('dashboard-skeleton').querySelector('img')!;
    const remoteAvatar = screen.getByRole('img', { name: /Rahim/ });

    expect(boxOf(skeletonAvatar.parentElement!)).toEqual(boxOf(remoteAvatar.parentElement!));
    expect(boxOf(skeletonAvatar.parentElement!.parentElement!)).toEqual(boxOf(screen.getByRole('region', { name: 'My Profile' })));
    expect(boxOf(screen.getByRole('region', { name: 'My Profile' }))).toMatchObject({ padding: '20px 16px', marginBottom: '28px' });
    expect(avatarOf(skeletonAvatar)).toEqual(avatarOf(remoteAvatar));
    expect(avatarOf(remoteAvatar)).toMatchObject({ width: '96px', height: '96px', borderRadius: '50%' });
    expect(getComputedStyle(skeletonAvatar.parentElement!).display).toBe('flex');
  });
});
