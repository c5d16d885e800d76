// A calendar date (YYYY-MM-DD) from the platform's own date picker, which every mobile browser
// shows as a native wheel or calendar; `min` and `max` (options, ISO dates) keep the picker in range.
import type { WidgetProps } from '@rjsf/utils';

export function DateWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors } = props;
  return (
    <input
      id={id}
      name={id}
      className="sf-input"
      type="date"
      min={typeof options.min === 'string' ? options.min : undefined}
      max={typeof options.max === 'string' ? options.max : undefined}
      value={value == null ? '' : String(value)}
      disabled={disabled || readonly}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
