// The period repayment page and the extension page share everything but their call and their rows
// (SPEC.md section 2): amount and date, a folded detail list, the instruction banner, the
// default-pay box with its code, steps and barcode, and the channel picker that leads to payment.
import { Popup } from 'antd-mobile';
import { useMemo, useState, type MouseEvent } from 'react';
import screen from '../../../schemas/screens/repayment.json';
import { followServerUrl } from '../../platform/location';
import { classifyUrl } from '../../platform/safeUrl';
import { useAppNavigate, usePageParams } from '../../runtime/navigation';
import { useOpeningData } from '../../runtime/opening';
import { useSingleFlight, type FlightEnd } from '../../runtime/useSingleFlight';
import { CopyButton } from '../../ui/CopyButton';
import { Barcode } from './Barcode';
import { Money } from './Money';
import {
  generatePayUrl,
  normalize,
  saveRepayment,
  type RawInfo,
  type RepaymentInfo,
  type RepaymentKind,
} from './repaymentApi';
import './repayment.css';

const { texts, limits } = screen;

interface Row {
  label: string;
  value: string;
  note?: string;
  time?: string;
  /** A plan's amount is money, shown like the amount above it; a detail value is any text. */
  isAmount?: boolean;
}

function rowsOf(kind: RepaymentKind, info: RepaymentInfo): Row[] {
  if (kind === 'period') return info.detail.map((d) => ({ label: d.text ?? '', value: d.value ?? '' }));
  return info.repayPlan.map((p) => ({
    label: p.title ?? '',
    value: p.amount ?? '',
    note: p.remark,
    time: p.time,
    isAmount: true,
  }));
}

export function RepaymentView({ kind }: { kind: RepaymentKind }) {
  const params = usePageParams();
  const navigate = useAppNavigate();
  const productId = params.get('productId') ?? '';
  const orderId = params.get('orderId') ?? '';
  const raw = useOpeningData<RawInfo>();
  const info = useMemo(() => normalize(raw), [raw]);
  const [expanded, setExpanded] = useState(false);
  const [picking, setPicking] = useState(false);
  const [barcode, setBarcode] = useState(false);
  const [channel, setChannel] = useState(0);
  const paying = useSingleFlight();

  const amount = kind === 'delay' ? info.delayInfo?.delayAmount : info.repayAmount;
  const rows = rowsOf(kind, info);
  // The period page's detail list folds (SPEC.md section 4); the extension's plan is shown whole.
  const foldable = kind === 'period' && rows.length > limits.foldedRows;
  const shown = foldable && !expanded ? rows.slice(0, limits.foldedRows) : rows;
  const channels = info.repayList;
  const def = info.defDetail;

  const openSteps = () => {
    saveRepayment({ ...info, kind });
    navigate('/repaymentOfCode2');
  };

  const keepTap = (e: MouseEvent) => e.stopPropagation();

  const pay = async (): Promise<FlightEnd> => {
    const chosen = channels[channel];
    if (!chosen) return;
    const result = await generatePayUrl(kind, {
      productId,
      orderId,
      amount: String(amount ?? ''),
      channelNumber: chosen.channel_number,
    });
    if (!result.success || !result.data) return;
    const { payUrl } = result.data;
    // A refused address leaves the picker open to choose again; an app address stays on this page.
    if (!followServerUrl(payUrl)) return;
    setPicking(false);
    return classifyUrl(payUrl) === 'web' ? 'leaving' : undefined;
  };

  return (
    <main className="page repayment">
      <title>{kind === 'delay' ? (info.delayInfo?.title ?? texts.delayTitle) : texts.periodTitle}</title>
      {String(info.isShowReyTop) === '1' && info.noticeMsg ? (
        <p className="repayment__banner" role="note">
          {info.noticeMsg}
        </p>
      ) : null}
      <section className="card repayment__summary">
        <div className="repayment__product">
          {info.productLogo ? <img src={info.productLogo} alt="" width={32} height={32} /> : null}
          <span>{info.productName}</span>
        </div>
        {kind === 'delay' ? (
          <h1>{info.delayInfo?.title ?? texts.delayTitle}</h1>
        ) : (
          <h1>{texts.periodTitle}</h1>
        )}
        <p className="repayment__label">{kind === 'delay' ? texts.delayAmount : texts.amount}</p>
        <p className="repayment__amount">
          <Money amount={amount} template={texts.currency} />
        </p>
        <div className="row">
          <span className="row__label">{kind === 'delay' ? texts.nextPaymentDate : texts.repayDate}</span>
          <span>{info.repayDate}</span>
        </div>
      </section>
      {rows.length ? (
        <section className="card">
          <h2>{kind === 'delay' ? texts.plan : texts.details}</h2>
          <ul className="repayment__rows">
            {shown.map((r, i) => (
              <li key={i} className="row">
                <span className="row__label">
                  {r.label}
                  {r.note ? <small className="repayment__note">{r.note}</small> : null}
                </span>
                <span className="repayment__value">
                  <span>
                    {r.isAmount && r.value ? <Money amount={r.value} template={texts.currency} /> : r.value}
                  </span>
                  {r.time ? <small className="repayment__note">{r.time}</small> : null}
                </span>
              </li>
            ))}
          </ul>
          {foldable ? (
            <button
              type="button"
              className="repayment__toggle"
              aria-expanded={expanded}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? texts.hide : texts.more}
            </button>
          ) : null}
        </section>
      ) : null}
      {def ? (
        // The whole box opens the code page (SPEC.md section 2); its other buttons keep their taps.
        <section className="card repayment__default" onClick={openSteps}>
          <h2>{def.title ?? texts.defaultPay}</h2>
          <div className="repayment__code">
            {def.logo ? <img src={def.logo} alt="" width={40} height={40} /> : null}
            <div>
              <span className="row__label">{texts.payCode}</span>
              <strong>{def.payCode}</strong>
            </div>
            <span onClick={keepTap}>
              <CopyButton text={def.payCode} />
            </span>
          </div>
          <div className="repayment__actions" onClick={keepTap}>
            <button type="button" className="btn" onClick={openSteps}>
              {texts.steps}
            </button>
            <button type="button" className="btn" onClick={() => setBarcode(true)}>
              {texts.barcode}
            </button>
          </div>
        </section>
      ) : null}
      <div className="bottom-bar">
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => setPicking(true)}
          disabled={!channels.length}
        >
          {texts.paymentMethod}
        </button>
      </div>
      <Popup visible={picking} onMaskClick={() => setPicking(false)} onClose={() => setPicking(false)}>
        <div role="dialog" aria-label={texts.chooseChannel} className="repayment__picker">
          <h2>{texts.chooseChannel}</h2>
          <fieldset>
            <legend className="visually-hidden">{texts.chooseChannel}</legend>
            {channels.map((c, i) => (
              <label key={String(c.channel_number)} className="repayment__channel">
                <input type="radio" name="channel" checked={channel === i} onChange={() => setChannel(i)} />
                {c.logo ? <img src={c.logo} alt="" width={28} height={28} /> : null}
                <span>{c.name}</span>
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={paying.busy}
            onClick={() => void paying.run(pay)}
          >
            {texts.payment}
          </button>
        </div>
      </Popup>
      <Popup visible={barcode} onMaskClick={() => setBarcode(false)} onClose={() => setBarcode(false)}>
        <div role="dialog" aria-label={texts.barcodeTitle} className="repayment__picker">
          <h2>{texts.barcodeTitle}</h2>
          {def ? <Barcode code={def.payCode} /> : null}
          <button type="button" className="btn btn--block" onClick={() => setBarcode(false)}>
            {texts.close}
          </button>
        </div>
      </Popup>
    </main>
  );
}
