import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hostel/tokens';
import { DEFAULT_AVATAR } from './default-avatar';
import { ProfileCard } from './profile-card';

const renderCard = (photoURL?: string | null) =>
  render(
    <ThemeProvider theme={theme}>
      <ProfileCard photoURL={photoURL} name="Karima">
        <p>karima@hostel.local</p>
      </ProfileCard>
    </ThemeProvider>,
  );

describe('ProfileCard', () => {
  it('when the user has a photo, then it is shown beside the details', () => {
    renderCard('https://photos.example/karima.jpg');
    expect(screen.getByRole('img', { name: "Karima's avatar" })).toHaveAttribute('src', 'https://photos.example/karima.jpg');
    expect(screen.getByText('karima@hostel.local')).toBeInTheDocument();
  });

  it('when there is no photo or it fails to load, then the default avatar stands in', () => {
    renderCard(null);
    expect(screen.getByRole('img', { name: "Karima's avatar" })).toHaveAttribute('src', DEFAULT_AVATAR);

    renderCard('https://photos.example/gone.jpg');
    const [, broken] = screen.getAllByRole('img', { name: "Karima's avatar" });
    fireEvent.error(broken!);
    expect(broken).toHaveAttribute('src', DEFAULT_AVATAR);
  });
});
