// Order details, version 3 (SPEC.md sections 2-4, 7; CONTRACT.md sections 4, 6): the status icon and
// notice, the order card, the buttons of the order's state, and the dialogs the server asks for
// (withdraw, rating, bank card). Which icon, which buttons and which dialog come from the rules of
// schemas/screens/orderDetails.json, matched against the server's answer.
import { useCallback, useState } from 'react';
import screen from '../../../schemas/screens/orderDetails.json';
import { config } from '../../config';
import { followServerUrl } from '../../platform/location';
import { toast } from '../../platform/notify';
import { withSession } from '../../platform/session';
import type { Action } from '../../runtime/actions';
import { useRunAction } from '../../runtime/actions';
import { usePageParams } from '../../runtime/navigation';
import { OpeningSkeleton, useOpeningData } from '../../runtime/opening';
import { firstMatch, type Rule } from '../../runtime/rules';
import { fill } from '../../runtime/template';
import { useSingleFlight, type FlightEnd } from '../../runtime/useSingleFlight';
import { Stars } from '../../ui/Stars';
import { saveClickEvent, submitStoreScore, type LoanDetails, type Product } from './api';
import { LoanDialog } from './LoanDialog';
import { RecommendedProducts, useProductClick } from './RecommendedProducts';
import './loan.css';

const { texts, messages, limits, data } = screen;
const actions = screen.actions as Record<string, Action>;

interface OrderButton {
  text: string;
  action: string;
  hint?: string;
  primary?: boolean;
}

const rules = screen.rules as {
  statusIcon: Rule<string>[];
  buttons: Rule<OrderButton[]>[];
  showProducts: Rule<boolean>[];
  redirect: Rule<boolean>[];
  withdrawDialog: Rule<boolean>[];
  ratingDialog: Rule<boolean>[];
  cardDialog: Rule<boolean>[];
};

function RatingDialog({
  visible,
  onDone,
}: {
  visible: boolean;
  onDone: (stars: number | undefined) => void;
}) {
  const [stars, setStars] = useState(0);
  const sending = useSingleFlight();

  const submit = async () => {
    if (stars < 1) {
      toast(messages.chooseStar);
      return;
    }
    // SPEC section 5: the score sent is always the fixed value, whatever was chosen.
    const res = await submitStoreScore(limits.fixedScore);
    if (res.success) onDone(stars);
  };

  return (
    <LoanDialog
      visible={visible}
      label={texts.rateTitle}
      title={texts.rateTitle}
      buttons={[
        { text: texts.cancel, onClick: () => onDone(undefined) },
        {
          text: texts.submit,
          primary: true,
          disabled: sending.busy,
          onClick: () => void sending.run(submit),
        },
      ]}
    >
      <p className="loan-dialog__text">{texts.rateText}</p>
      <Stars value={stars} onChange={setStars} count={limits.stars} />
    </LoanDialog>
  );
}

function OrderView({
  details,
  productId,
  orderId,
}: {
  details: LoanDetails;
  productId: string;
  orderId: string;
}) {
  const run = useRunAction();
  const facts = details as unknown as Record<string, unknown>;
  const [withdraw, setWithdraw] = useState(() => firstMatch(rules.withdrawDialog, facts) === true);
  const [rating, setRating] = useState(() => firstMatch(rules.ratingDialog, facts) === true);
  const [ratingResult, setRatingResult] = useState(false);
  const [card, setCard] = useState(() => firstMatch(rules.cardDialog, facts) === true);
  const pressing = useSingleFlight();
  const trackProduct = useCallback(
    (p: Product, index: number) => saveClickEvent(p.productId ?? undefined, undefined, index),
    [],
  );
  const products = useProductClick(trackProduct);

  const phone = String(details.telephone ?? '').trim() || config.servicePhone;
  // SPEC section 2: every navigation target carries the common query string, the app's own
  // product detail address and the server's repayment address included.
  const productDetailUrl = withSession(
    fill(data.productDetailUrl, {
      productId,
      appScheme: config.appScheme,
      productDetailPath: config.productDetailPath,
    }),
  );
  const vars = { productId, orderId, phone, productDetailUrl };
  const icon = firstMatch(rules.statusIcon, facts);
  const buttons = firstMatch(rules.buttons, facts) ?? [];
  const showProducts = firstMatch(rules.showProducts, facts) === true;
  const rows = details.userOrderDetail?.detail ?? [];

  const press = async (action: string): Promise<FlightEnd> => {
    const h5Url = details.h5Url?.trim();
    if (action === 'repay' && h5Url) {
      // A refused address leaves the page where it is, so its buttons must work again.
      return followServerUrl(withSession(h5Url)) ? 'leaving' : undefined;
    }
    if (action === 'borrowAgain') {
      await saveClickEvent(productId, limits.borrowAgainModuleId, limits.borrowAgainPositionId);
    }
    run(actions[action], vars);
  };

  const ratingDone = (stars: number | undefined) => {
    setRating(false);
    if (stars === undefined) return;
    if (stars < limits.storeRatingFrom) setRatingResult(true);
    else run(actions.storeRating, vars);
  };

  return (
    <main className="page loan">
      <title>{screen.title}</title>
      <h1 className="loan__title">{screen.title}</h1>
      <header className="loan-status">
        {icon ? <img className="loan-status__icon" src={icon} alt={texts.statusIcon} /> : null}
        {details.noticeStatusText ? <h2 className="loan-status__title">{details.noticeStatusText}</h2> : null}
        {details.noticeDesText ? <p className="loan-status__text">{details.noticeDesText}</p> : null}
      </header>

      <section className="card loan-card" aria-label={details.productName ?? screen.title}>
        <div className="loan-card__head">
          {details.productLogo ? <img className="loan-card__logo" src={details.productLogo} alt="" /> : null}
          <span className="loan-card__name">{details.productName}</span>
        </div>
        {rows.map((r, i) => (
          <div className="row" key={`${String(r.text ?? '')}-${i}`}>
            <span className="row__label">{r.text}</span>
            <span>{r.value}</span>
          </div>
        ))}
      </section>

      <section className="loan-more" aria-label={texts.recommended}>
        {showProducts && (details.recProducts?.length ?? 0) > 0 ? (
          <RecommendedProducts
            products={details.recProducts ?? []}
            labels={{ list: texts.recommended, button: texts.productButton }}
            tagsOnFirst={limits.tagsOnFirst}
            busy={products.busy}
            onSelect={products.select}
          />
        ) : null}
        <a
          className="loan-link"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            run(actions.viewMore, vars);
          }}
        >
          {texts.viewMore}
        </a>
      </section>

      <button
        type="button"
        className="loan-phone"
        aria-label={fill(texts.servicePhoneLabel, { phone })}
        onClick={() => run(actions.callService, vars)}
      >
        {fill(texts.servicePhone, { phone })}
      </button>

      {buttons.length > 0 ? (
        <div className="bottom-bar loan-buttons">
          {buttons.map((b) => (
            <div className="loan-buttons__item" key={b.text}>
              {b.hint ? <span className="loan-buttons__hint">{b.hint}</span> : null}
              <button
                type="button"
                className={`btn btn--block${b.primary ? ' btn--primary' : ''}`}
                disabled={pressing.busy}
                onClick={() => void pressing.run(() => press(b.action))}
              >
                {b.text}
              </button>
            </div>
          ))}
        </div>
      ) : null}

      <LoanDialog
        visible={withdraw}
        label={texts.withdrawTitle}
        buttons={[
          {
            text: texts.cancel,
            onClick: () => {
              setWithdraw(false);
              run(actions.cancelWithdraw, vars);
            },
          },
          {
            text: texts.withdrawNow,
            primary: true,
            onClick: () => {
              setWithdraw(false);
              run(actions.withdraw, vars);
            },
          },
        ]}
      >
        <p className="loan-dialog__text">{details.reyMsg}</p>
      </LoanDialog>

      <RatingDialog visible={rating} onDone={ratingDone} />

      <LoanDialog
        visible={ratingResult}
        label={texts.resultTitle}
        title={texts.resultTitle}
        onMaskClick={() => setRatingResult(false)}
        buttons={[{ text: texts.ok, primary: true, onClick: () => setRatingResult(false) }]}
      >
        <p className="loan-dialog__text">{texts.resultText}</p>
      </LoanDialog>

      <LoanDialog
        visible={card}
        label={details.cardPopTitle || texts.cardDialog}
        title={details.cardPopTitle ?? undefined}
        closeLabel={texts.close}
        onClose={() => setCard(false)}
        buttons={[
          {
            text: texts.cardButton,
            primary: true,
            onClick: () => {
              setCard(false);
              run(actions.bindBank, vars);
            },
          },
        ]}
      >
        <p className="loan-dialog__text">{details.cardPopMsg}</p>
      </LoanDialog>
    </main>
  );
}

export default function OrderDetails() {
  const details = useOpeningData<LoanDetails>();
  const params = usePageParams();
  // An order the rules send elsewhere (playeduL) is followed at once, replacing the page; a refused
  // address leaves the order shown. Decided once, when the page opens on its data.
  const [leaving] = useState(
    () =>
      firstMatch(rules.redirect, details as unknown as Record<string, unknown>) === true &&
      followServerUrl(details.playeduL, 'replace'),
  );
  // While the browser leaves for playeduL the page keeps its title and skeleton, as when loading.
  if (leaving) return <OpeningSkeleton title={screen.title} />;
  return (
    <OrderView
      details={details}
      productId={params.get('productId') ?? ''}
      orderId={params.get('orderId') ?? ''}
    />
  );
}
