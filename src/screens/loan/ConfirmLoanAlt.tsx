// Confirm loan V3, alternative version (SPEC.md sections 2, 4, 7): the same loan through the /gopia
// calls (satire, cultures, misunderstood, depush), a button whose text the server supplies, and a
// promotional popup shown at first and closable with its close icon.
import { useEffect, useState } from 'react';
import { screen } from '../../config/generated/screens/confirmLoanAlt';
import { useActionEnv } from '../../runtime/shared/actions';
import { usePageParams } from '../../runtime/shared/navigation';
import { useOpeningData } from '../../runtime/opening/openedData';
import { endAfter, useSingleFlight } from '../../runtime/shared/useSingleFlight';
import { altAgreementUrl, altAgreements, altPush, type Agreement, type LoanConfirmation } from './api';
import { AgreementLinks, LoanSummary, optional, useFollowLoanAddress } from './ConfirmParts';
import { Dialog } from '../../ui/Dialog';
import './loan.css';

const { texts, data } = screen;

function AltView({ loan, productId }: { loan: LoanConfirmation; productId: string }) {
  const env = useActionEnv();
  const followLoan = useFollowLoanAddress(data.returnParams);
  const [agreements, setAgreements] = useState<Agreement[]>([]);
  const [promo, setPromo] = useState(Boolean(loan.NewPopMsg?.trim()));
  const pushing = useSingleFlight();

  useEffect(() => {
    let live = true;
    void altAgreements(productId).then((list) => {
      if (live) setAgreements(list);
    });
    return () => {
      live = false;
    };
  }, [productId]);

  const openAgreement = async (a: Agreement) => {
    const url = await altAgreementUrl(productId, a.position);
    if (url) env.openServerUrl(url, false);
  };

  const push = () =>
    pushing.run(async () => {
      const url = await altPush({
        productId,
        amount: String(loan.amount),
        term: optional(loan.periods),
        unit: optional(loan.termUnit),
      });
      if (!url) return;
      return endAfter(followLoan(url));
    });

  return (
    <main className="page loan">
      <title>{screen.title}</title>
      <h1 className="loan__title">{screen.title}</h1>
      <LoanSummary loan={loan} texts={texts} />
      {agreements.length > 0 ? (
        <div className="loan-agree">
          <span>{texts.agreements}</span>
          <AgreementLinks agreements={agreements} onOpen={(a) => void openAgreement(a)} />
        </div>
      ) : null}
      <div className="bottom-bar">
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={pushing.busy}
          onClick={() => void push()}
        >
          {loan.NewButtonMsg?.trim() || texts.confirm}
        </button>
      </div>
      <Dialog
        visible={promo}
        label={texts.promo}
        title={texts.promo}
        closeLabel={texts.close}
        onClose={() => setPromo(false)}
      >
        <p className="ui-dialog__text">{loan.NewPopMsg}</p>
      </Dialog>
    </main>
  );
}

export default function ConfirmLoanAlt() {
  const productId = usePageParams().get('productId') ?? '';
  return <AltView loan={useOpeningData<LoanConfirmation>()} productId={productId} />;
}
