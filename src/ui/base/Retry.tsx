// The one Retry button of a failed load; its word comes from schemas/messages.json alone.
import { message } from '../../config';

export function Retry({ onRetry, primary = true }: { onRetry: () => void; primary?: boolean }) {
  return (
    <button type="button" className={primary ? 'btn btn--primary' : 'btn'} onClick={onRetry}>
      {message('retry')}
    </button>
  );
}
