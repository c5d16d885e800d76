// Complaint home (SPEC.md sections 2, 4, 5): the order the complaint is about, with 'All' to choose
// another, and the question types from the server. What a type tap does (refuse, reveal sub-types,
// go to submission) is the `typeTap` rule list of the screen schema.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { screen, type ComplaintHomeScreen } from '../../config/generated/screens/complaintHome';
import { useActionEnv } from '../../runtime/shared/actions';
import { AppLink } from '../../runtime/shared/AppLink';
import { usePageParams } from '../../runtime/shared/navigation';
import { useOpeningData } from '../../runtime/opening/openedData';
import { firstMatch, type Rule } from '../../runtime/shared/rules';
import { useScreenActions } from '../../runtime/screenActions';
import { lastComplaintOrderAtom } from '../../runtime/state/complaints';
import type { InitData, Option, Order } from './api';
import { OrderCard, OrderChooser } from './ComplaintOrders';
import './complaints.css';

const { texts, messages, data } = screen;
const FILE = 'schemas/screens/complaintHome.json';
/** What a type tap does: `refuse` (with its message), `subTypes` or `submit` (the screen's contract). */
type TypeTap = NonNullable<ComplaintHomeScreen['rules']['typeTap'][number]['then']>;
const typeTapRules: Rule<TypeTap>[] = screen.rules.typeTap;
const NO_VARS = {};

function isOrder(value: InitData['orderDetail']): value is Order {
  return Boolean(value) && !Array.isArray(value);
}

/** A listed order with what orderDetail adds about it (isShow above all) when they are the same order. */
function withDetail(order: Order, init: InitData): Order {
  const detail = isOrder(init.orderDetail) ? init.orderDetail : undefined;
  return detail && String(detail.orderNo) === String(order.orderNo) ? { ...order, ...detail } : order;
}

/**
 * The order the page opens on: without an order asked for, the one last complained about; else the
 * server's orderDetail (it carries isShow), else the first listed.
 */
function initialOrder(init: InitData, saved: string | number | null): Order | undefined {
  const list = init.orderList ?? [];
  const detail = isOrder(init.orderDetail) ? init.orderDetail : undefined;
  const savedOrder = saved === null ? undefined : list.find((o) => String(o.orderNo) === String(saved));
  const chosen = savedOrder ?? detail ?? list[0];
  return chosen && withDetail(chosen, init);
}

export default function ComplaintHome() {
  const orderId = usePageParams().get('orderId');
  const { run } = useScreenActions(FILE, screen, NO_VARS);
  const init = useOpeningData<InitData>();
  const { toast } = useActionEnv();
  const lastOrder = useAtomValue(lastComplaintOrderAtom);
  const [order, setOrder] = useState<Order | undefined>(() => initialOrder(init, orderId ? null : lastOrder));
  const [showSubTypes, setShowSubTypes] = useState(false);
  const [choosing, setChoosing] = useState(false);

  const orders = init.orderList ?? [];
  const submit = (problemType: Option['value'], problemSonType: Option['value'] | '') => {
    if (order) void run('openSubmission', { problemType, problemSonType, orderNo: order.orderNo });
  };

  const tapType = (type: Option) => {
    if (!order) {
      toast(messages.chooseOrderFirst);
      return;
    }
    const outcome = firstMatch(typeTapRules, { type: type.value, isShow: order.isShow });
    if (outcome?.do === 'refuse') {
      setShowSubTypes(false);
      toast(outcome.message ?? '');
    } else if (outcome?.do === 'subTypes') {
      setShowSubTypes((shown) => !shown);
    } else {
      submit(type.value, '');
    }
  };
  const collection = init.problemType.find(
    (t) => firstMatch(typeTapRules, { type: t.value })?.do === 'subTypes',
  );

  const choose = (next: Order) => {
    setOrder(withDetail(next, init));
    setShowSubTypes(false);
    setChoosing(false);
  };

  return (
    <main className="page complaint">
      <title>{screen.title}</title>
      <header className="complaint-header">
        <h1>{screen.title}</h1>
        <AppLink className="complaint-link" to={data.myComplaintsPath}>
          {texts.myComplaints}
        </AppLink>
      </header>

      <section className="card" aria-label={texts.orderSection}>
        <div className="complaint-section-head">
          <h2>{texts.orderSection}</h2>
          {orders.length > 0 ? (
            <button type="button" className="btn complaint-small-btn" onClick={() => setChoosing(true)}>
              {texts.all}
            </button>
          ) : null}
        </div>
        {order ? <OrderCard order={order} /> : <p className="complaint-muted">{texts.noOrders}</p>}
      </section>

      <section className="card" aria-label={texts.typeSection}>
        <h2>{texts.typeSection}</h2>
        <div className="complaint-tiles">
          {init.problemType.map((t) => (
            <button
              key={String(t.value)}
              type="button"
              className="complaint-tile"
              aria-expanded={t === collection ? showSubTypes : undefined}
              onClick={() => tapType(t)}
            >
              {t.title}
            </button>
          ))}
        </div>
        {showSubTypes && collection ? (
          <div className="complaint-subtypes">
            <h3>{texts.subTypeSection}</h3>
            <div className="complaint-tiles">
              {(init.problemSonType ?? []).map((s) => (
                <button
                  key={String(s.value)}
                  type="button"
                  className="complaint-tile complaint-tile--sub"
                  onClick={() => submit(collection.value, s.value)}
                >
                  {s.title}
                </button>
              ))}
            </div>
          </div>
        ) : null}
      </section>

      <OrderChooser
        visible={choosing}
        orders={orders}
        chosen={order}
        onChoose={choose}
        onClose={() => setChoosing(false)}
      />
    </main>
  );
}
