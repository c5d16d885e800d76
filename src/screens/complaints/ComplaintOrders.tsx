// The order a complaint is about: its card (status named by the screen's orderStatus rules) and the
// popup that chooses another.
import { Popup } from '../../ui/Overlay';
import { screen } from '../../config/generated/screens/complaintHome';
import { firstMatch, type Rule } from '../../runtime/shared/rules';
import { fill } from '../../runtime/base/template';
import type { Order } from './api';
import { Icon } from '../../ui/base/Icon';
import { rowValueText } from '../../ui/moneyText';

const { texts } = screen;
const statusRules: Rule<string>[] = screen.rules.orderStatus;

export function OrderCard({ order }: { order: Order }) {
  const status = firstMatch(statusRules, { status: order.status });
  return (
    <div className="complaint-order">
      <div className="complaint-order__head">
        {order.productLogo ? <Icon className="complaint-order__logo" src={order.productLogo} alt="" /> : null}
        <div className="complaint-order__name">
          <strong>{order.productName}</strong>
          <span className="complaint-muted">{fill(texts.orderNo, { orderNo: order.orderNo })}</span>
        </div>
        {status ? <span className="complaint-order__status">{status}</span> : null}
      </div>
      {(order.list ?? []).map((row, i) => (
        <div className="row" key={i}>
          <span className="row__label">{row.title}</span>
          <span>{rowValueText(row.value)}</span>
        </div>
      ))}
    </div>
  );
}

export function OrderChooser({
  visible,
  orders,
  chosen,
  onChoose,
  onClose,
}: {
  visible: boolean;
  orders: Order[];
  chosen: Order | undefined;
  onChoose: (order: Order) => void;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      closeOnMaskClick
      destroyOnClose
      bodyClassName="complaint-popup"
    >
      <div role="dialog" aria-label={texts.chooseOrderTitle}>
        <div className="complaint-section-head">
          <h2>{texts.chooseOrderTitle}</h2>
          <button type="button" className="btn complaint-small-btn" onClick={onClose}>
            {texts.close}
          </button>
        </div>
        <ul className="complaint-orders">
          {orders.map((o) => (
            <li key={String(o.orderNo)}>
              <button
                type="button"
                className="complaint-order-choice"
                aria-label={fill(texts.chooseOrderItem, {
                  productName: o.productName ?? '',
                  orderNo: o.orderNo,
                })}
                aria-pressed={String(o.orderNo) === String(chosen?.orderNo)}
                onClick={() => onChoose(o)}
              >
                <OrderCard order={o} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}
