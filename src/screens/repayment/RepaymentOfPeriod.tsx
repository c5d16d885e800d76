import { RepaymentView } from './RepaymentView';

export default function RepaymentOfPeriod() {
  return <RepaymentView kind="period" />;
}
