// Stands in for a server item whose type this version of the app does not know: a notice naming
// it (written by staff, with the type filled in), so the rest of the form keeps working.
import type { WidgetProps } from '@rjsf/utils';
import './widgets.css';

export function UnknownItemWidget({ id, options }: WidgetProps) {
  return (
    <output id={id} className="sf-unknown">
      {String(options.notice ?? '')}
    </output>
  );
}
