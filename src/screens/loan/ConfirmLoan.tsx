// Confirm loan, version 3 (SPEC.md sections 2, 4, 7; CONTRACT.md sections 4-6): the loan to confirm,
// an agreement box (checked at first; unchecked, the confirm button is disabled) with its agreement links,
// the agreement modal when the server gives popAgreementUrl, the push, and the 'Point out' popup the
// iOS back action opens when isPopType is 1.
import { useEffect, useState } from 'react';
import { screen } from '../../config/generated/screens/confirmLoan';
import { useActionEnv } from '../../runtime/shared/actions';
import { useNativeBack } from '../../runtime/nativeBack';
import { usePageParams } from '../../runtime/shared/navigation';
import { useOpeningData } from '../../runtime/opening/openedData';
import { endAfter, useSingleFlight } from '../../runtime/shared/useSingleFlight';
import { firstMatch } from '../../runtime/shared/rules';
import { useScreenActions } from '../../runtime/screenActions';
import { addressKind } from '../../runtime/serverAddress';
import { fill } from '../../runtime/base/template';
import { contractUrl, contracts, loanPush, type Agreement, type LoanConfirmation } from './api';
import { AgreementLinks, LoanSummary, optional, useFollowLoanAddress } from './ConfirmParts';
import { Dialog } from '../../ui/Dialog';
import './loan.css';

const { texts, data } = screen;
const FILE = 'schemas/screens/confirmLoan.json';
const rules = screen.rules;
const NO_VARS = {};

function ConfirmView({
  loan,
  productId,
  orderId,
}: {
  loan: LoanConfirmation;
  productId: string;
  orderId: string;
}) {
  const { run } = useScreenActions(FILE, screen, NO_VARS);
  const env = useActionEnv();
  const followLoan = useFollowLoanAddress(data.returnParams);
  const [agreements, setAgreements] = useState<Agreement[]>([]);
  const [agreed, setAgreed] = useState(true);
  const pushing = useSingleFlight();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [retentionOpen, setRetentionOpen] = useState(false);
  const facts: Record<string, unknown> = { ...loan };
  const retains = firstMatch(rules.retention, facts) === true;
  const termText = fill(firstMatch(rules.termText, facts) ?? '', { periods: loan.periods ?? '' });
  const popUrl = loan.popAgreementUrl?.trim() ?? '';

  useEffect(() => {
    let live = true;
    void contracts(productId).then((list) => {
      if (live) setAgreements(list);
    });
    return () => {
      live = false;
    };
  }, [productId]);

  useNativeBack(() => {
    if (!retains) return false;
    setRetentionOpen(true);
    return true;
  });

  const openAgreement = async (a: Agreement) => {
    const url = await contractUrl(productId, a.position, orderId);
    if (url) env.openServerUrl(url, false);
  };

  const push = () =>
    pushing.run(async () => {
      const res = await loanPush({
        amount: String(loan.amount),
        periods: optional(loan.periods),
        termUnit: optional(loan.termUnit),
        productId,
      });
      if (!res.success || !res.data) return;
      return endAfter(followLoan(res.data.lendDetailsUrl));
    });

  const confirm = () => {
    if (!agreed || pushing.isBusy()) return;
    if (popUrl) setAgreementOpen(true);
    else void push();
  };

  return (
    <main className="page loan">
      <title>{screen.title}</title>
      <h1 className="loan__title">{screen.title}</h1>
      <LoanSummary loan={loan} texts={texts} termText={termText} />

      <div className="loan-agree">
        <input
          id="loan-agree"
          type="checkbox"
          checked={agreed}
          aria-label={texts.agreeLabel}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        <label htmlFor="loan-agree">{texts.agreeText}</label>
        <AgreementLinks agreements={agreements} onOpen={(a) => void openAgreement(a)} />
      </div>

      <div className="bottom-bar">
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={!agreed || pushing.busy}
          onClick={confirm}
        >
          {texts.confirm}
        </button>
      </div>

      <Dialog
        visible={agreementOpen}
        label={texts.agreementDialog}
        title={texts.agreementDialog}
        // Escape is Cancel: nothing is pushed without Agree.
        onClose={() => setAgreementOpen(false)}
        buttons={[
          { text: texts.cancel, onClick: () => setAgreementOpen(false) },
          {
            text: texts.agree,
            primary: true,
            disabled: pushing.busy,
            onClick: () => {
              setAgreementOpen(false);
              void push();
            },
          },
        ]}
      >
        {addressKind(popUrl) === 'web' ? (
          <iframe className="ui-dialog__frame" src={popUrl} title={texts.agreementFrame} />
        ) : (
          <p className="ui-dialog__text">{texts.agreementUnavailable}</p>
        )}
      </Dialog>

      <Dialog
        visible={retentionOpen}
        label={texts.retentionTitle}
        title={loan.popTitle || texts.retentionTitle}
        // Escape stays on the page, as Agree does; only Cancel leaves.
        onClose={() => setRetentionOpen(false)}
        buttons={[
          { text: texts.agree, primary: true, onClick: () => setRetentionOpen(false) },
          {
            text: texts.cancel,
            onClick: () => {
              setRetentionOpen(false);
              void run('leave');
            },
          },
        ]}
      >
        <p className="ui-dialog__text">{loan.popContent}</p>
      </Dialog>
    </main>
  );
}

export default function ConfirmLoan() {
  const params = usePageParams();
  return (
    <ConfirmView
      loan={useOpeningData<LoanConfirmation>()}
      productId={params.get('productId') ?? ''}
      orderId={params.get('orderId') ?? ''}
    />
  );
}
