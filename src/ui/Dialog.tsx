// The one dialog of the in-app pages: a centred box (Overlay.tsx, a modal layer) with the role and name
// it lacks (CONTRACT.md section 6), a title, a body and a row of buttons. Whether it may be closed
// without an answer is said by each caller (`onClose`, or `mustAnswer`).
import { CenterPopup, type Dismissal } from './Overlay';
import type { ReactNode } from 'react';
import './ui.css';

export interface DialogButton {
  text: string;
  onClick: () => void;
  primary?: boolean;
  disabled?: boolean;
}

type DialogProps = {
  visible: boolean;
  /** The dialog's accessible name. */
  label: string;
  title?: string;
  children?: ReactNode;
  buttons?: DialogButton[];
  /** A close icon in the corner, named by this label; it calls `onClose`. */
  closeLabel?: string;
} & Dismissal;

export function Dialog(props: DialogProps) {
  const { visible, label, title, children, buttons = [], closeLabel, ...dismissal } = props;
  const { onClose } = dismissal;
  return (
    <CenterPopup visible={visible} {...dismissal} destroyOnClose>
      <div className="ui-dialog" role="dialog" aria-label={label} aria-modal="true">
        {closeLabel && onClose ? (
          <button type="button" className="ui-dialog__close" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        {title ? <h2 className="ui-dialog__title">{title}</h2> : null}
        {children}
        {buttons.length > 0 ? (
          <div className="ui-dialog__actions">
            {buttons.map((b) => (
              <button
                key={b.text}
                type="button"
                className={`btn${b.primary ? ' btn--primary' : ''}`}
                disabled={b.disabled}
                onClick={b.onClick}
              >
                {b.text}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </CenterPopup>
  );
}
