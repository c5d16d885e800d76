// Placeholder until this screen's issue lands; the route must never render blank.
import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

export default function RepaymentOfDelay() {
  return <ScreenPlaceholder name="RepaymentOfDelay" />;
}
