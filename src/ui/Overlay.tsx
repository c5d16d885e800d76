// The sheets and centred boxes of the in-app pages, in place of antd-mobile's Popup and CenterPopup
// (issue 10: antd-mobile and the animation and gesture libraries it brings were 46 KB gzip on the
// first load of every in-app page, for two boxes and a mask). Same props as the antd components the
// screens used, same class names and geometry (overlay.css), so screens change only an import line.
import type { CSSProperties, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './overlay.css';

interface OverlayProps {
  visible: boolean;
  children?: ReactNode;
  onMaskClick?: () => void;
  /** Called when the mask is tapped and `closeOnMaskClick` allows it, as antd-mobile does. */
  onClose?: () => void;
  closeOnMaskClick?: boolean;
  /** Content is only ever mounted while visible; accepted so call sites read as before. */
  destroyOnClose?: boolean;
  bodyClassName?: string;
  bodyStyle?: CSSProperties;
}

function Mask({ onMaskClick, onClose, closeOnMaskClick }: OverlayProps) {
  return (
    <div
      className="adm-mask"
      aria-hidden="true"
      onClick={() => {
        onMaskClick?.();
        if (closeOnMaskClick) onClose?.();
      }}
    />
  );
}

/** A sheet that rises from the bottom of the screen over a dimmed page. */
export function Popup(props: OverlayProps) {
  const { visible, children, bodyClassName, bodyStyle } = props;
  if (!visible || typeof document === 'undefined') return null;
  return createPortal(
    <div className="adm-popup">
      <Mask {...props} />
      <div
        className={`adm-popup-body adm-popup-body-position-bottom${bodyClassName ? ` ${bodyClassName}` : ''}`}
        style={bodyStyle}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A box in the middle of the screen over a dimmed page: the frame of every dialog. */
export function CenterPopup(props: OverlayProps) {
  const { visible, children, bodyClassName, bodyStyle } = props;
  if (!visible || typeof document === 'undefined') return null;
  return createPortal(
    <div className="adm-center-popup">
      <Mask {...props} />
      <div className="adm-center-popup-wrap">
        <div className={`adm-center-popup-body${bodyClassName ? ` ${bodyClassName}` : ''}`} style={bodyStyle}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
