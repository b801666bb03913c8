import { useLayoutEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { formatYear } from '@hostel/ui';
import { media } from '@hostel/tokens';
import { useRouteBook } from '../app/route-book-context';
import { useRemoteLabel } from '../app/nav-label';
import { useShellT } from '../i18n';

const Wrap = styled.footer`
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.nav};
  color: ${({ theme }) => theme.colors.navText};
`;

const Grid = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 40px 16px;
  display: grid;
  gap: 24px;
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 6px;
  }
  a {
    text-decoration: none;
  }
`;

const Social = styled.div`
  display: flex;
  gap: 12px;
  a {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
  }
  svg {
    width: 18px;
    height: 18px;
    fill: currentColor;
  }
`;

const Copy = styled.p`
  margin: 0;
  padding: 12px 16px 20px;
  text-align: center;
  font-size: 0.85rem;
  opacity: 0.8;
`;

export const CONTACT = { email: 'support@hostelmeals.app', phone: '+880 1700-000000' };

export function Footer() {
  const { t } = useShellT();
  const remoteLabel = useRemoteLabel();
  const book = useRouteBook();
  const quickLinks = book.navIn('footer');
  const remotePage = book.ownerOf(useLocation().pathname) !== undefined;
  // On a remote's page the footer stays below the first screen until the remote has mounted (see GlobalStyle).
  useLayoutEffect(() => {
    document.body.toggleAttribute('data-remote-page', remotePage);
  }, [remotePage]);
  return (
    <Wrap>
      <Grid>
        <section>
          <h2>{t('brand')}</h2>
          <p>{t('footer.about')}</p>
        </section>
        <nav aria-label={t('footer.quickLinks')}>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            <li><Link to="/">{t('nav.home')}</Link></li>
            {quickLinks.map((page) => (
              <li key={page.path}><Link to={page.path}>{remoteLabel(page.nav)}</Link></li>
            ))}
            <li><Link to="/join">{t('nav.joinUs')}</Link></li>
          </ul>
        </nav>
        <section>
          <h2>{t('footer.contact')}</h2>
          <ul>
            <li><a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a></li>
            <li><a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`}>{CONTACT.phone}</a></li>
            <li>{t('footer.city')}</li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.followUs')}</h2>
          <Social>
            <a href="https://facebook.com" aria-label="Facebook" rel="noreferrer" target="_blank">
              <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z" /></svg>
            </a>
            <a href="https://instagram.com" aria-label="Instagram" rel="noreferrer" target="_blank">
              <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 7a5 5 0 100 10 5 5 0 000-10zm0 8a3 3 0 110-6 3 3 0 010 6zm5-9.5a1.2 1.2 0 100 2.4 1.2 1.2 0 000-2.4zM7.5 2h9A5.5 5.5 0 0122 7.5v9a5.5 5.5 0 01-5.5 5.5h-9A5.5 5.5 0 012 16.5v-9A5.5 5.5 0 017.5 2z" /></svg>
            </a>
            <a href="https://x.com" aria-label="X" rel="noreferrer" target="_blank">
              <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M17.7 3H21l-7.2 8.2L22 21h-6.6l-5.1-6.4L4.4 21H1l7.7-8.8L1 3h6.8l4.6 5.9L17.7 3z" /></svg>
            </a>
          </Social>
        </section>
      </Grid>
      <Copy>{t('footer.copyright', { year: formatYear(new Date()) })}</Copy>
    </Wrap>
  );
}
