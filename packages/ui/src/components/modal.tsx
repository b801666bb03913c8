import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiT } from '../i18n/ui-catalogue';

const Dialog = styled.dialog`
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 0;
  width: min(560px, calc(100vw - 24px));
  max-height: calc(100vh - 48px);
  box-shadow: ${({ theme }) => theme.shadow.card};
  &::backdrop { background: rgba(0, 0, 0, 0.5); }
`;
const Header = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 16px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: 1.2rem; }
`;
const Close = styled.button`
  border: none;
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  padding: 4px 10px;
`;
const Body = styled.div`
  padding: 20px;
`;

/**
 * The native <dialog> in modal mode: the browser traps focus, closes on Escape and restores focus, so the
 * modal is keyboard-usable without a focus-trap library.
 */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useUiT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <Dialog ref={ref} aria-labelledby="modal-title" onCancel={(event) => { event.preventDefault(); onClose(); }}>
      {open && (
        <>
          <Header>
            <h2 id="modal-title">{title}</h2>
            <Close type="button" aria-label={t('modal.close')} onClick={onClose}>
              ×
            </Close>
          </Header>
          <Body>{children}</Body>
        </>
      )}
    </Dialog>
  );
}
