// What the two confirm-loan pages share: the loan summary (amount, term, rate, detail rows,
// repayment plan), the agreement links, and where the page goes once the loan is pushed.
import { useCallback } from 'react';
import { buildPath, followWithSession, useAppNavigate, type Followed } from '../../runtime/shared/navigation';
import { Money } from '../../ui/Money';
import { rowValueText } from '../../ui/moneyText';
import type { Agreement, LoanConfirmation, Scalar } from './api';
import { Icon } from '../../ui/base/Icon';

interface SummaryTexts {
  amount: string;
  term?: string;
  rate?: string;
  firstPayTime: string;
  details: string;
  plan: string;
}

/** An optional server figure as a request field: left out when absent. */
export function optional(v: Scalar | null | undefined): string | undefined {
  return v === null || v === undefined ? undefined : String(v);
}

export function LoanSummary({
  loan,
  texts,
  termText,
}: {
  loan: LoanConfirmation;
  texts: SummaryTexts;
  termText?: string;
}) {
  const details = loan.details ?? [];
  const plans = loan.repay_plans ?? [];
  return (
    <>
      <section className="card">
        {loan.comProductName || loan.comProductLogo ? (
          <div className="loan-card__head">
            {loan.comProductLogo ? (
              <Icon className="loan-card__logo" src={loan.comProductLogo} alt="" />
            ) : null}
            <span className="loan-card__name">{loan.comProductName}</span>
          </div>
        ) : null}
        <div className="loan-amount" role="group" aria-label={texts.amount}>
          <span className="row__label">{texts.amount}</span>
          <strong>
            <Money amount={loan.amount} />
          </strong>
        </div>
        {texts.term && termText ? (
          <div className="row">
            <span className="row__label">{texts.term}</span>
            <span>{termText}</span>
          </div>
        ) : null}
        {texts.rate && loan.pRateDsc ? (
          <div className="row">
            <span className="row__label">{texts.rate}</span>
            <span>{loan.pRateDsc}</span>
          </div>
        ) : null}
        {loan.firstPayTime ? (
          <div className="row">
            <span className="row__label">{texts.firstPayTime}</span>
            <span>{loan.firstPayTime}</span>
          </div>
        ) : null}
      </section>
      {details.length > 0 ? (
        <section className="card" aria-label={texts.details}>
          <h2 className="loan-section-title">{texts.details}</h2>
          {details.map((r, i) => (
            <div className="row" key={`${String(r.text ?? '')}-${i}`}>
              <span className="row__label">{r.text}</span>
              <span>{rowValueText(r.value)}</span>
            </div>
          ))}
        </section>
      ) : null}
      {plans.length > 0 ? (
        <section className="card" aria-label={texts.plan}>
          <h2 className="loan-section-title">{texts.plan}</h2>
          <ul className="loan-plan">
            {plans.map((p, i) => (
              <li key={`${String(p.title ?? '')}-${i}`}>
                <div className="row">
                  <span>{p.title}</span>
                  <strong>
                    <Money amount={p.amount} />
                  </strong>
                </div>
                <div className="row row__label">
                  <span>{p.description}</span>
                  <span>{p.pay_time}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function AgreementLinks({
  agreements,
  onOpen,
}: {
  agreements: Agreement[];
  onOpen: (agreement: Agreement) => void;
}) {
  return (
    <>
      {agreements.map((a) => (
        <a
          key={String(a.position)}
          className="loan-agree__link"
          href="#"
          onClick={(e) => {
            e.preventDefault();
            onOpen(a);
          }}
        >
          {a.title}
        </a>
      ))}
    </>
  );
}

/**
 * Replaces the page with the confirmed loan's address plus the common parameters and `extra`
 * (from=confirm): an in-app path stays in the app, anything else goes through the safe-URL check.
 * Tells what following it did: an in-app path leaves this page as a web address does.
 */
export function useFollowLoanAddress(extra: Record<string, string>) {
  const navigate = useAppNavigate();
  return useCallback(
    (url: string): Followed => {
      const target = buildPath(url, extra);
      if (url.startsWith('/') && !url.startsWith('//')) {
        navigate(target, { replace: true });
        return 'left';
      }
      return followWithSession(target, 'replace');
    },
    [navigate, extra],
  );
}
