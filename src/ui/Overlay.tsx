// The sheets and centred boxes of the in-app pages, in place of antd-mobile's Popup and CenterPopup
// (antd-mobile and the animation and gesture libraries it brings were 46 KB gzip on the
// first load of every in-app page, for two boxes and a mask). The same class names and geometry
// (overlay.css); each box is a modal layer (modal.ts) while it shows.
import { useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalLayer } from './shared/modal';
import './overlay.css';

/** How a box may be left without an answer; one that may not says so. */
export type Dismissal =
  | {
      /** Escape closes it, and a tap on the mask when `closeOnMaskClick`. */
      onClose: () => void;
      closeOnMaskClick?: boolean;
      mustAnswer?: never;
    }
  | {
      /** It leaves only through what it offers (its buttons, or its own timer): Escape and the mask do nothing. */
      mustAnswer: true;
      onClose?: never;
      closeOnMaskClick?: never;
    };

type OverlayProps = {
  visible: boolean;
  children?: ReactNode;
  /** Content is only ever mounted while visible; accepted so call sites read as before. */
  destroyOnClose?: boolean;
  bodyClassName?: string;
  bodyStyle?: CSSProperties;
} & Dismissal;

/** The box's outer element over a dimmed page, a modal layer while it is mounted. */
function Layer({
  className,
  dismissal,
  children,
}: {
  className: string;
  dismissal: Dismissal;
  children: ReactNode;
}) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useModalLayer(host, dismissal.onClose);
  return createPortal(
    <div ref={setHost} className={className}>
      <div
        className="adm-mask"
        aria-hidden="true"
        onClick={dismissal.closeOnMaskClick ? dismissal.onClose : undefined}
      />
      {children}
    </div>,
    document.body,
  );
}

const bodyClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** A sheet that rises from the bottom of the screen over a dimmed page. */
export function Popup(props: OverlayProps) {
  const { visible, children, bodyClassName, bodyStyle } = props;
  if (!visible || typeof document === 'undefined') return null;
  return (
    <Layer className="adm-popup" dismissal={props}>
      <div
        className={bodyClass('adm-popup-body adm-popup-body-position-bottom', bodyClassName)}
        style={bodyStyle}
      >
        {children}
      </div>
    </Layer>
  );
}

/** A box in the middle of the screen over a dimmed page: the frame of every dialog. */
export function CenterPopup(props: OverlayProps) {
  const { visible, children, bodyClassName, bodyStyle } = props;
  if (!visible || typeof document === 'undefined') return null;
  return (
    <Layer className="adm-center-popup" dismissal={props}>
      <div className="adm-center-popup-wrap">
        <div className={bodyClass('adm-center-popup-body', bodyClassName)} style={bodyStyle}>
          {children}
        </div>
      </div>
    </Layer>
  );
}
