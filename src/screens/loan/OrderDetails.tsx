// Order details, version 3 (SPEC.md sections 2-4, 7; CONTRACT.md sections 4, 6): the status icon and
// notice, the order card and the buttons of the order's state. Which icon, which buttons, what each
// does, where an order is sent instead of shown and which dialogs open on load are the rules, actions
// and dialogs of schemas/screens/orderDetails.json, matched against the server's answer. The order
// itself is the screen's opening data (`open` in the schema, src/runtime/opening/).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { screen } from '../../config/generated/screens/orderDetails';
import { config } from '../../config';
import { usePageParams } from '../../runtime/shared/navigation';
import { useOpeningData } from '../../runtime/opening/openedData';
import { OpeningSkeleton } from '../../runtime/shared/OpeningSkeleton';
import { allMatches, firstMatch } from '../../runtime/shared/rules';
import { useScreenActions } from '../../runtime/screenActions';
import { fill } from '../../runtime/base/template';
import { useSingleFlight } from '../../runtime/shared/useSingleFlight';
import { saveClickEvent, type LoanDetails, type Product } from './api';
import { OrderSummary } from './OrderSummary';
import { RecommendedProducts, useProductClick } from './RecommendedProducts';
import './loan.css';

const FILE = 'schemas/screens/orderDetails.json';
const { texts, limits, rules } = screen;

interface Page {
  productId: string;
  orderId: string;
}

function OrderView({ details, page }: { details: LoanDetails; page: Page }) {
  const facts: Record<string, unknown> = { ...details };
  const phone = String(details.telephone ?? '').trim() || config.servicePhone;
  const vars = useMemo(
    () => ({ ...page, phone, page, data: details, app: config, limits }),
    [page, phone, details],
  );
  const { run, dialogs } = useScreenActions(FILE, screen, vars, allMatches(rules.dialogsOnLoad, facts));
  const pressing = useSingleFlight();
  const trackProduct = useCallback(
    (p: Product, index: number) => saveClickEvent(p.productId ?? undefined, undefined, index),
    [],
  );
  const products = useProductClick(trackProduct);
  const icon = firstMatch(rules.statusIcon, facts);
  const buttons = firstMatch(rules.buttons, facts) ?? [];
  const showProducts = firstMatch(rules.showProducts, facts) === true;

  return (
    <main className="page loan">
      <title>{screen.title}</title>
      <h1 className="loan__title">{screen.title}</h1>
      <OrderSummary details={details} icon={icon} />

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
            void run('viewMore');
          }}
        >
          {texts.viewMore}
        </a>
      </section>

      <button
        type="button"
        className="loan-phone"
        aria-label={fill(texts.servicePhoneLabel, { phone })}
        onClick={() => void run('callService')}
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
                onClick={() => void pressing.run(() => run(b.action))}
              >
                {b.text}
              </button>
            </div>
          ))}
        </div>
      ) : null}
      {dialogs}
    </main>
  );
}

/**
 * An order the rules send elsewhere (playeduL) is followed at once. Where the page stays (the address
 * was refused, or the native app opened its own page over this one) it shows the order.
 */
function useLeave(details: LoanDetails, page: Page): boolean {
  const leave = firstMatch(rules.leave, { ...details });
  const vars = useMemo(() => ({ page, data: details }), [page, details]);
  const { perform } = useScreenActions(FILE, screen, vars);
  const [stayed, setStayed] = useState<LoanDetails>();
  useEffect(() => {
    if (!leave) return;
    void perform(leave, '#/rules/leave').then((end) => end !== 'leaving' && setStayed(details));
  }, [leave, details, perform]);
  return leave !== undefined && stayed !== details;
}

export default function OrderDetails() {
  const details = useOpeningData<LoanDetails>();
  const params = usePageParams();
  const productId = params.get('productId') ?? '';
  const orderId = params.get('orderId') ?? '';
  const page = useMemo(() => ({ productId, orderId }), [productId, orderId]);
  const leaving = useLeave(details, page);
  // While the browser leaves for playeduL the page keeps its title and skeleton, as when loading.
  if (leaving) return <OpeningSkeleton title={screen.title} />;
  return <OrderView details={details} page={page} />;
}
