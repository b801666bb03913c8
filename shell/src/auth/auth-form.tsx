import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { currentLanguage } from '@hostel/ui';
import { shellT, useShellT } from '../i18n';

export const Card = styled.section`
  max-width: 440px;
  margin: 48px auto;
  padding: 32px 24px;
  background: #fff;
  border-radius: 16px;
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    text-align: center;
    margin: 0 0 24px;
  }
  form {
    display: grid;
    gap: 14px;
  }
`;

export const FieldLabel = styled.label`
  display: grid;
  gap: 4px;
  font-weight: 600;
  input {
    font-weight: 400;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    width: 100%;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
  font-size: 0.9rem;
  white-space: pre-line;
`;

export const Primary = styled.button`
  padding: 12px;
  border: 0;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const Secondary = styled.button`
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #fff;
  cursor: pointer;
`;

export const Aside = styled.p`
  text-align: center;
  margin: 8px 0 0;
`;

const PasswordWrap = styled.div`
  position: relative;
  button {
    position: absolute;
    right: 6px;
    top: 50%;
    transform: translateY(-50%);
    background: none;
    border: 0;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A password input with a show/hide toggle. */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useShellT();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordWrap>
      <input {...props} type={visible ? 'text' : 'password'} />
      <button type="button" onClick={() => setVisible((value) => !value)} aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}>
        {visible ? t('auth.hide') : t('auth.show')}
      </button>
    </PasswordWrap>
  );
}

/**
 * The provider's message without Firebase's "Firebase: … (auth/code)." wrapping; Firebase writes it in English
 * only, so in Bengali the catalogue's general sentence instead.
 */
export function providerMessage(err: unknown): string {
  if (currentLanguage() !== 'en') return shellT()('auth.providerFailed');
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/^Firebase:\s*/, '');
}
