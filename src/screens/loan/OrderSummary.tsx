// The top of order details: the status icon the rules chose with the server's notice, and the order
// card with its rows.
import { screen } from '../../config/generated/screens/orderDetails';
import type { LoanDetails } from './api';
import { Icon } from '../../ui/base/Icon';
import { rowValueText } from '../../ui/moneyText';

const { texts } = screen;

export function OrderSummary({ details, icon }: { details: LoanDetails; icon: string | undefined }) {
  // The schema also lets a server send a list here (a PHP map with nothing in it); it has no rows.
  const order = details.userOrderDetail;
  const rows = (order && !Array.isArray(order) ? order.detail : undefined) ?? [];
  return (
    <>
      <header className="loan-status">
        {icon ? <Icon className="loan-status__icon" src={icon} alt={texts.statusIcon} /> : null}
        {details.noticeStatusText ? <h2 className="loan-status__title">{details.noticeStatusText}</h2> : null}
        {details.noticeDesText ? <p className="loan-status__text">{details.noticeDesText}</p> : null}
      </header>

      <section className="card loan-card" aria-label={details.productName ?? screen.title}>
        <div className="loan-card__head">
          {details.productLogo ? <Icon className="loan-card__logo" src={details.productLogo} alt="" /> : null}
          <span className="loan-card__name">{details.productName}</span>
        </div>
        {rows.map((r, i) => (
          <div className="row" key={`${String(r.text ?? '')}-${i}`}>
            <span className="row__label">{r.text}</span>
            <span>{rowValueText(r.value)}</span>
          </div>
        ))}
      </section>
    </>
  );
}
