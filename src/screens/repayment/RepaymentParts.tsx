// The parts of the repayment page that stand on their own: the default-pay box with its code, steps
// and barcode, and the channel picker that leads to payment.
import { Popup } from '../../ui/Overlay';
import { useState, type MouseEvent } from 'react';
import { screen } from '../../config/generated/screens/repayment';
import { CopyButton } from '../../ui/CopyButton';
import { Barcode } from './Barcode';
import type { RepaymentInfo } from '../../runtime/state/repayment';
import { Icon } from '../../ui/base/Icon';

const { texts } = screen;
const keepTap = (e: MouseEvent) => e.stopPropagation();

export function DefaultPay({
  def,
  onSteps,
}: {
  def: NonNullable<RepaymentInfo['defDetail']>;
  onSteps: () => void;
}) {
  const [barcode, setBarcode] = useState(false);
  return (
    <>
      {/* The whole box opens the code page (SPEC.md section 2); its other buttons keep their taps. */}
      <section className="card repayment__default" onClick={onSteps}>
        <h2>{def.title ?? texts.defaultPay}</h2>
        <div className="repayment__code">
          {def.logo ? <Icon src={def.logo} alt="" width={40} height={40} /> : null}
          <div>
            <span className="row__label">{texts.payCode}</span>
            <strong>{def.payCode}</strong>
          </div>
          <span onClick={keepTap}>
            <CopyButton text={def.payCode} />
          </span>
        </div>
        <div className="repayment__actions" onClick={keepTap}>
          <button type="button" className="btn" onClick={onSteps}>
            {texts.steps}
          </button>
          <button type="button" className="btn" onClick={() => setBarcode(true)}>
            {texts.barcode}
          </button>
        </div>
      </section>
      <Popup visible={barcode} onClose={() => setBarcode(false)} closeOnMaskClick>
        <div role="dialog" aria-label={texts.barcodeTitle} className="repayment__picker">
          <h2>{texts.barcodeTitle}</h2>
          {def ? <Barcode code={def.payCode} /> : null}
          <button type="button" className="btn btn--block" onClick={() => setBarcode(false)}>
            {texts.close}
          </button>
        </div>
      </Popup>
    </>
  );
}

export function ChannelPicker({
  visible,
  channels,
  chosen,
  onChoose,
  busy,
  onPay,
  onClose,
}: {
  visible: boolean;
  channels: RepaymentInfo['repayList'];
  chosen: number;
  onChoose: (index: number) => void;
  busy: boolean;
  onPay: () => void;
  onClose: () => void;
}) {
  return (
    <Popup visible={visible} onClose={onClose} closeOnMaskClick>
      <div role="dialog" aria-label={texts.chooseChannel} className="repayment__picker">
        <h2>{texts.chooseChannel}</h2>
        <fieldset>
          <legend className="visually-hidden">{texts.chooseChannel}</legend>
          {channels.map((c, i) => (
            <label key={String(c.channel_number)} className="repayment__channel">
              <input type="radio" name="channel" checked={chosen === i} onChange={() => onChoose(i)} />
              {c.logo ? <Icon src={c.logo} alt="" width={28} height={28} /> : null}
              <span>{c.name}</span>
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={onPay}>
          {texts.payment}
        </button>
      </div>
    </Popup>
  );
}
