import { copyText } from '../platform/clipboard';
import { toast } from '../platform/base/notify';
import { message } from '../config';

/** A Copy button: copies `text` and confirms with the configured copySuccess message. */
export function CopyButton({
  text,
  label = message('copy'),
  className = 'btn',
}: {
  text: string;
  label?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        void copyText(text).then(() => toast(message('copySuccess')));
      }}
    >
      {label}
    </button>
  );
}
