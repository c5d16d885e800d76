// The legacy repayment page (SPEC.md sections 4, 5, 8): pay with a saved bank card, confirming with an
// SMS code when the bank asks for one. Its messages are Chinese, as the legacy product was. The runtime
// opens it on the card list (`open` in its schema), saying a failure in the catalogue's words.
import { useMemo, useState } from 'react';
import { screen } from '../../config/generated/screens/legacyRepayment';
import { useActionEnv } from '../../runtime/shared/actions';
import { usePageParams } from '../../runtime/shared/navigation';
import { useOpeningData } from '../../runtime/opening/openedData';
import { useScreenActions } from '../../runtime/screenActions';
import { fill } from '../../runtime/base/template';
import { useSingleFlight } from '../../runtime/shared/useSingleFlight';
import { useCountdown } from '../../ui/shared/useCountdown';
import { Money } from '../../ui/Money';
import { failureMessage, type Commit, type Way } from './legacyApi';
import './legacy.css';

const FILE = 'schemas/screens/legacyRepayment.json';
const { texts, messages, limits } = screen;

export default function LegacyRepayment() {
  const params = usePageParams();
  const orderId = params.get('orderId') ?? '';
  const amount = params.get('amount') ?? '';
  const way = useOpeningData<Way>();
  const { toast, request } = useActionEnv();
  const [cardId, setCardId] = useState<string>();
  const [recordId, setRecordId] = useState<string>();
  const [code, setCode] = useState('');
  const flight = useSingleFlight();
  const countdown = useCountdown(limits.countdownSeconds);

  const { run } = useScreenActions(
    FILE,
    screen,
    useMemo(() => ({ orderId, data: way }), [orderId, way]),
  );
  const done = () => void run('done');
  // The catalogue's words say a failure here, so the server's message is not toasted as well.
  const post = (name: 'legacyCommit' | 'legacyConfirm', data: Record<string, string | number>) =>
    request(name, data, { loadingText: texts.loading, toastOnFailure: false });
  const cards = way.bankCards ?? [];
  const card = cards.find((c) => String(c.id) === cardId);

  const commit = async (sendMsg: 0 | 1) => {
    if (!card) {
      toast(messages.chooseCard);
      return;
    }
    const r = await post('legacyCommit', {
      amount,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId,
      repayToken: way.repayToken ?? '',
      bankCode: card.bankCode ?? '',
      sendMsg,
    });
    if (!r.success) {
      toast(failureMessage(r));
      return;
    }
    // The answer was checked against schemas/api/legacyCommit.json on its way in.
    const answer = r.data as Commit | undefined;
    if (String(answer?.needValid) !== '1') {
      done();
      return;
    }
    setRecordId(String(answer?.repayRecordId ?? ''));
    toast(messages.codeSent);
    countdown.start();
  };

  const confirm = async () => {
    if (code.length < limits.codeMinLength) {
      toast(messages.badCode);
      return;
    }
    const r = await post('legacyConfirm', { orderId, verifyCode: code, repaymentRecordId: recordId ?? '' });
    if (r.success) done();
    else toast(failureMessage(r));
  };

  return (
    <main className="page legacy">
      <title>{screen.title}</title>
      <h1 className="visually-hidden">{screen.title}</h1>
      <section className="card">
        <p className="money__label">{texts.amount}</p>
        <p className="money__amount">
          <Money amount={amount} />
        </p>
      </section>
      <section className="card">
        <fieldset>
          <legend>{texts.chooseCard}</legend>
          {/* A borrower without a saved card is told so, not shown an empty list. */}
          {cards.length === 0 ? <p className="legacy__none">{texts.noCards}</p> : null}
          {cards.map((c) => (
            <label key={String(c.id)} className="legacy__channel">
              <input
                type="radio"
                name="card"
                checked={cardId === String(c.id)}
                disabled={recordId !== undefined}
                onChange={() => setCardId(String(c.id))}
              />
              <span>{`${c.bankName} ${c.cardNo}`}</span>
            </label>
          ))}
        </fieldset>
        {way.alipay ? (
          <button type="button" className="btn btn--block" onClick={() => void run('alipay')}>
            {texts.alipay}
          </button>
        ) : null}
      </section>
      {recordId === undefined ? (
        <div className="bottom-bar">
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={flight.busy}
            onClick={() => void flight.run(() => commit(0))}
          >
            {texts.pay}
          </button>
        </div>
      ) : (
        <section className="card">
          <div className="sf-field">
            <label className="sf-label" htmlFor="legacy-code">
              {texts.code}
            </label>
            <span className="sf-control">
              <input
                id="legacy-code"
                className="sf-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                placeholder={texts.codePlaceholder}
                onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
              />
              <button
                type="button"
                className="btn"
                disabled={countdown.running || flight.busy}
                onClick={() => void flight.run(() => commit(1))}
              >
                {countdown.running ? fill(texts.countdown, { n: countdown.remaining }) : texts.resend}
              </button>
            </span>
          </div>
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={flight.busy}
            onClick={() => void flight.run(confirm)}
          >
            {texts.confirm}
          </button>
        </section>
      )}
    </main>
  );
}
