import { RepaymentView } from './RepaymentView';

export default function RepaymentOfDelay() {
  return <RepaymentView kind="delay" />;
}
