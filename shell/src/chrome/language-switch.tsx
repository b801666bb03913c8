import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { setMyLanguage } from '@hostel/contracts';
import { call, changeLanguage, currentLanguage, showToast, useSession, VisuallyHidden, type Language } from '@hostel/ui';
import { useShellT } from '../i18n';
import { BANGLA_OUTLINE } from './bangla-outline';

const Switch = styled.button`
  flex: none;
  background: none;
  border: 1px solid rgba(255, 255, 255, 0.4);
  color: inherit;
  border-radius: 6px;
  padding: 6px 8px;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
`;

/**
 * বাংলা drawn, not written (see bangla-outline.py for why): the size of the text around it, its baseline on the text's,
 * in the text's colour. Named for assistive technology as the word it shows, in Bengali.
 */
function BanglaName() {
  const { word, em, width, height, descent, path } = BANGLA_OUTLINE;
  return (
    <svg role="img" aria-label={word} lang="bn" viewBox={`0 0 ${width} ${height}`} width={`${width / em}em`} height={`${height / em}em`} fill="currentColor" style={{ verticalAlign: `${-descent / em}em` }}>
      <path d={path} />
    </svg>
  );
}

/** Each language names itself, in its own script, whatever the page's language is. */
const OTHER: Record<Language, { language: Language; name: string }> = {
  en: { language: 'bn', name: BANGLA_OUTLINE.word },
  bn: { language: 'en', name: 'English' },
};

/**
 * The navbar's language switch: it offers the other language, named in that language (so a reader of it finds
 * it), switches every root on the page and remembers the choice in this browser; a signed-in person's choice is
 * also saved on their record, so their next sign-in anywhere starts in it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useShellT();
  const { user, api } = useSession();
  const other = OTHER[i18n.language === 'bn' ? 'bn' : 'en'];
  const choose = async () => {
    const { language } = other;
    await changeLanguage(language);
    // The session token names the record (its subject), so the choice is saved even before the record has been read.
    const token = api.getToken();
    if (!user || !token) return;
    try {
      await call(setMyLanguage, { token, body: { language } });
    } catch (err) {
      console.warn('The language could not be saved on the record', err);
      showToast({ type: 'warning', text: t('language.saveFailed') });
    }
  };
  return (
    <Switch type="button" onClick={() => void choose()}>
      {/* The name includes the visible word (WCAG 2.5.3); the hidden words say what pressing it does. */}
      <VisuallyHidden>{t('language.switchTo')}</VisuallyHidden>
      {other.language === 'bn' ? <BanglaName /> : <span lang="en">{other.name}</span>}
    </Switch>
  );
}

/**
 * When someone signs in whose record keeps a language, the page switches to it, once per sign-in: a later switch
 * in the navbar is theirs to make, even before the record is read again.
 */
export function useRecordLanguage() {
  const { user } = useSession();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!user?.id) {
      applied.current = null;
      return;
    }
    if (applied.current === user.id || !user.language) return;
    applied.current = user.id;
    if (user.language !== currentLanguage()) void changeLanguage(user.language);
  }, [user?.id, user?.language]);
}
