// Repayment by code from the info the repayment page saved (SPEC.md section 2): deposit-slip note,
// provider, contract number to copy, total and the provider's grouped steps.
import { useAtomValue } from 'jotai';
import { screen } from '../../config/generated/screens/repaymentOfCode2';
import { savedRepaymentAtom } from '../../runtime/state/repayment';
import { CopyButton } from '../../ui/CopyButton';
import { Money } from '../../ui/Money';
import './repayment.css';
import { Icon } from '../../ui/base/Icon';

const { texts } = screen;

export default function RepaymentOfCode2() {
  const info = useAtomValue(savedRepaymentAtom);
  const def = info?.defDetail;
  if (!info || !def?.payCode)
    return (
      <main className="page page--center">
        <title>{screen.title}</title>
        <h1 className="visually-hidden">{screen.title}</h1>
        <p role="alert">{texts.empty}</p>
      </main>
    );
  const total = info.kind === 'delay' ? info.delayInfo?.delayAmount : info.repayAmount;
  return (
    <main className="page repayment">
      <title>{screen.title}</title>
      <h1 className="visually-hidden">{screen.title}</h1>
      <p className="repayment__banner">{texts.depositNote}</p>
      <section className="card">
        {def.logo ? <Icon src={def.logo} alt={def.title ?? texts.logoAlt} height={40} /> : null}
        <div className="repayment__code">
          <div>
            <span className="row__label">{texts.contractNumber}</span>
            <CopyButton text={def.payCode} label={def.payCode} className="repayment__codeText" />
          </div>
          <CopyButton text={def.payCode} />
        </div>
        <div className="row">
          <span className="row__label">{texts.total}</span>
          <strong>
            <Money amount={total} />
          </strong>
        </div>
      </section>
      {def.payNotice.map((group, i) => (
        <section key={i} className="card">
          <h2>{group.name}</h2>
          <ol className="repayment__steps">
            {group.list.map((step, j) => (
              <li key={j}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </main>
  );
}
