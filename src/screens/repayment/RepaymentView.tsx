// The period repayment page and the extension page share everything but their call and their rows
// (SPEC.md section 2): amount and date, a folded detail list, the instruction banner, the
// default-pay box with its code, steps and barcode, and the channel picker that leads to payment.
import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { screen } from '../../config/generated/screens/repayment';
import { useActionEnv } from '../../runtime/shared/actions';
import { usePageParams } from '../../runtime/shared/navigation';
import { useOpeningData } from '../../runtime/opening/openedData';
import { firstMatch } from '../../runtime/shared/rules';
import { useScreenActions } from '../../runtime/screenActions';
import { endAfter, useSingleFlight, type FlightEnd } from '../../runtime/shared/useSingleFlight';
import { ChannelPicker, DefaultPay } from './RepaymentParts';
import { Money } from '../../ui/Money';
import { rowValueText } from '../../ui/moneyText';
import { savedRepaymentAtom, type RepaymentInfo, type RepaymentKind } from '../../runtime/state/repayment';
import { generatePayUrl, normalize, type RawInfo } from './repaymentApi';
import './repayment.css';
import { Icon } from '../../ui/base/Icon';

const FILE = 'schemas/screens/repayment.json';
const { texts, limits } = screen;
const rules = screen.rules;
const NO_VARS = {};

interface Row {
  label: string;
  value: string;
  note?: string;
  time?: string;
  /** A plan's amount is money, shown like the amount above it; a detail value is any text (rowValueText). */
  isAmount?: boolean;
}

function rowsOf(kind: RepaymentKind, info: RepaymentInfo): Row[] {
  if (kind === 'period')
    return info.detail.map((d) => ({ label: d.text ?? '', value: rowValueText(d.value) }));
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
  const { run } = useScreenActions(FILE, screen, NO_VARS);
  const env = useActionEnv();
  const productId = params.get('productId') ?? '';
  const orderId = params.get('orderId') ?? '';
  const raw = useOpeningData<RawInfo>();
  const info = useMemo(() => normalize(raw), [raw]);
  const [expanded, setExpanded] = useState(false);
  const [picking, setPicking] = useState(false);
  const [channel, setChannel] = useState(0);
  const paying = useSingleFlight();
  const saveRepayment = useSetAtom(savedRepaymentAtom);

  const amount = kind === 'delay' ? info.delayInfo?.delayAmount : info.repayAmount;
  const rows = rowsOf(kind, info);
  // The period page's detail list folds (SPEC.md section 4); the extension's plan is shown whole.
  const foldable = kind === 'period' && rows.length > limits.foldedRows;
  const shown = foldable && !expanded ? rows.slice(0, limits.foldedRows) : rows;
  const channels = info.repayList;
  const def = info.defDetail;

  const openSteps = () => {
    saveRepayment({ ...info, kind });
    void run('openSteps');
  };

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
    const followed = env.openServerUrl(payUrl, false);
    if (followed === 'refused') return;
    setPicking(false);
    return endAfter(followed);
  };

  return (
    <main className="page repayment">
      <title>{kind === 'delay' ? (info.delayInfo?.title ?? texts.delayTitle) : texts.periodTitle}</title>
      {firstMatch(rules.showNotice, { ...info }) ? (
        <p className="repayment__banner" role="note">
          {info.noticeMsg}
        </p>
      ) : null}
      <section className="card repayment__summary">
        <div className="repayment__product">
          {info.productLogo ? <Icon src={info.productLogo} alt="" width={32} height={32} /> : null}
          <span>{info.productName}</span>
        </div>
        {kind === 'delay' ? (
          <h1>{info.delayInfo?.title ?? texts.delayTitle}</h1>
        ) : (
          <h1>{texts.periodTitle}</h1>
        )}
        <p className="money__label">{kind === 'delay' ? texts.delayAmount : texts.amount}</p>
        <p className="money__amount">
          <Money amount={amount} />
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
                  <span>{r.isAmount && r.value ? <Money amount={r.value} /> : r.value}</span>
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
      {def ? <DefaultPay def={def} onSteps={openSteps} /> : null}
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
      <ChannelPicker
        visible={picking}
        channels={channels}
        chosen={channel}
        onChoose={setChannel}
        busy={paying.busy}
        onPay={() => void paying.run(pay)}
        onClose={() => setPicking(false)}
      />
    </main>
  );
}
