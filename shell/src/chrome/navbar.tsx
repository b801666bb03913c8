import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Typewriter } from 'react-simple-typewriter';
import styled, { css } from 'styled-components';
import { signOutEverywhere, SUCCESS_TOAST_MS, TYPEWRITER } from '@hostel/contracts';
import { call, DEFAULT_AVATAR, showDialog, showError, useEnumLabels, useSession, VisuallyHidden } from '@hostel/ui';
import { media } from '@hostel/tokens';
import { useRouteBook } from '../app/route-book-context';
import { useRemoteLabel } from '../app/nav-label';
import { useShellT } from '../i18n';
import { LanguageSwitch, useRecordLanguage } from './language-switch';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.layout.navHeight};
  background: ${({ theme }) => theme.colors.nav};
  color: ${({ theme }) => theme.colors.navText};
`;

const Inner = styled.nav`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 16px;
  display: flex;
  align-items: center;
  /* A phone's row holds the brand, the menu button, the language switch and the account: tighter there. */
  gap: 8px;
  ${media.md} {
    gap: 16px;
  }
`;

const Brand = styled(Link)`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.3rem;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  ${media.sm} {
    /* Room for the whole name, so the links do not shift while it types. */
    min-width: 9.5em;
  }
`;

const Links = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  position: absolute;
  top: ${({ theme }) => theme.layout.navHeight};
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.nav};
  padding: 8px 16px 16px;
  ${media.md} {
    display: flex;
    flex-direction: row;
    position: static;
    padding: 0;
    gap: 4px;
    margin-left: auto;
  }
  a {
    display: block;
    padding: 8px 10px;
    border-radius: 6px;
    text-decoration: none;
  }
  a.active {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const MenuToggle = styled.button`
  margin-left: auto;
  background: none;
  border: 1px solid rgba(255, 255, 255, 0.4);
  color: inherit;
  border-radius: 6px;
  padding: 6px 10px;
  ${media.md} {
    display: none;
  }
`;

const Account = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** The member's badge: it changes in place when a payment (or a refund) changes it. */
const BadgeChip = styled.span`
  padding: 2px 10px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

const AvatarButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
  img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    object-fit: cover;
    border: 2px solid ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: 48px;
  min-width: 200px;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  border-radius: 10px;
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 8px;
  display: grid;
  gap: 4px;
  p {
    margin: 4px 8px;
    font-weight: 600;
  }
  a,
  button {
    text-align: left;
    padding: 8px;
    border-radius: 6px;
    text-decoration: none;
    background: none;
    border: 0;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** Holds the account button's place while the session loads, so nothing shifts when it appears. */
const joinLook = css`
  white-space: nowrap;
  padding: 8px 16px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  font-weight: 600;
`;

const JoinLink = styled(Link)`
  ${joinLook}
`;

/**
 * The account's place while the session loads (the served first screen and the first render in the browser): an
 * invisible Join Us, so a visitor's link (every first visit) takes exactly its room, in either language, and the
 * navbar does not move when the session answers.
 */
const AccountSlot = styled.span`
  ${joinLook}
  visibility: hidden;
`;

function AvatarMenu() {
  const { user, api } = useSession();
  const { t } = useShellT();
  const remoteLabel = useRemoteLabel();
  const labels = useEnumLabels();
  const navigate = useNavigate();
  // The remotes' pages for the account menu; an admin's pages only for admins.
  const accountPages = useRouteBook()
    .navIn('account')
    .filter((page) => page.access !== 'admin' || user?.role === 'admin');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  if (!user) return null;
  const logout = async () => {
    setOpen(false);
    try {
      await api.signOut();
      // The dialog library loads when it is first needed, not with every page.
      void showDialog({ position: 'top-end', icon: 'success', title: t('nav.loggedOut'), showConfirmButton: false, timer: SUCCESS_TOAST_MS });
      navigate('/');
    } catch (err) {
      console.error(err);
    }
  };
  // Every session token of the account ends on the server (other devices' next call is refused), then this one's.
  const logoutEverywhere = async () => {
    setOpen(false);
    try {
      await call(signOutEverywhere, { token: api.getToken() });
    } catch (error) {
      return showError({ error, fallback: t('nav.logoutEverywhereFailed'), as: 'toast' });
    }
    await api.signOut();
    void showDialog({ position: 'top-end', icon: 'success', title: t('nav.loggedOutEverywhere'), showConfirmButton: false, timer: SUCCESS_TOAST_MS });
    navigate('/');
  };
  return (
    <Account ref={ref}>
      <BadgeChip data-badge={user.badge}>
        <VisuallyHidden>{t('nav.badge')}</VisuallyHidden>
        {labels.badge(user.badge)}
      </BadgeChip>
      <AvatarButton type="button" aria-haspopup="menu" aria-expanded={open} aria-label={t('nav.accountMenu')} onClick={() => setOpen((value) => !value)}>
        <img src={user.photoURL || DEFAULT_AVATAR} alt="" referrerPolicy="no-referrer" />
      </AvatarButton>
      {open && (
        <Dropdown role="menu">
          <p>{user.name}</p>
          {accountPages.map((page) => (
            <Link key={page.path} role="menuitem" to={page.path} onClick={() => setOpen(false)}>
              {remoteLabel(page.nav)}
            </Link>
          ))}
          <button role="menuitem" type="button" onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
          <button role="menuitem" type="button" onClick={() => void logoutEverywhere()}>
            {t('nav.logoutEverywhere')}
          </button>
        </Dropdown>
      )}
    </Account>
  );
}

export function Navbar() {
  const { user, loading } = useSession();
  const { t, i18n } = useShellT();
  const remoteLabel = useRemoteLabel();
  useRecordLanguage();
  // The remotes' pages their routes modules list in the main navigation; an admin's pages only for admins.
  const pages = useRouteBook()
    .navIn('main')
    .filter((page) => page.access !== 'admin' || user?.role === 'admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <Bar>
      <Inner aria-label={t('nav.label')}>
        {/* Named by hidden text, not aria-label: the typed word is partial most of the time, and a label that
            does not contain what is shown fails WCAG 2.5.3 (label in name). */}
        <Brand to="/">
          <VisuallyHidden>{t('nav.homeLink')}</VisuallyHidden>
          <span aria-hidden="true">
            {/* Keyed by the language: the typewriter keeps its words from its first render. */}
            <Typewriter key={i18n.language} words={[t('brand')]} loop={0} {...TYPEWRITER} />
          </span>
        </Brand>
        {/* Named apart from the 'Menu' link beside it, which opens the weekly menu. */}
        <MenuToggle type="button" aria-label={t('nav.menuToggle')} aria-expanded={menuOpen} aria-controls="main-links" onClick={() => setMenuOpen((value) => !value)}>
          {t('nav.menu')}
        </MenuToggle>
        <Links id="main-links" $open={menuOpen}>
          <li>
            <NavLink to="/" end onClick={close}>
              {t('nav.home')}
            </NavLink>
          </li>
          {pages.map((page) => (
            <li key={page.path}>
              <NavLink to={page.path} onClick={close}>
                {remoteLabel(page.nav)}
              </NavLink>
            </li>
          ))}
        </Links>
        <LanguageSwitch />
        {loading ? <AccountSlot aria-hidden="true">{t('nav.joinUs')}</AccountSlot> : user ? <AvatarMenu /> : <JoinLink to="/login">{t('nav.joinUs')}</JoinLink>}
      </Inner>
    </Bar>
  );
}
