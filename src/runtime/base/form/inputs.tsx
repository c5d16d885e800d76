// The plain inputs every form renderer shares: the keypad rules of SPEC.md section 5 (digits, phone
// 3-4-4, bank card in fours, money, maximum length with longer input ignored) in one place.
import type { ChangeEvent, FocusEventHandler } from 'react';
import { sanitizeInput, type InputRule } from './inputRules';

const INPUT_MODES: Record<InputRule['kind'], 'text' | 'numeric' | 'tel' | 'decimal'> = {
  text: 'text',
  digits: 'numeric',
  phone: 'tel',
  bankCard: 'numeric',
  money: 'decimal',
};

interface Common {
  id: string;
  value: string;
  onChange: (value: string) => void;
  rule: InputRule;
  invalid?: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  onBlur?: FocusEventHandler;
  onFocus?: FocusEventHandler;
}

export function TextInput(props: Common & { autoComplete?: string; password?: boolean; required?: boolean }) {
  const { id, value, onChange, rule, invalid, disabled, placeholder, autoFocus, onBlur, onFocus } = props;
  const { display, clean } = sanitizeInput(rule);
  return (
    <input
      id={id}
      name={id}
      className="sf-input"
      type={props.password ? 'password' : 'text'}
      inputMode={INPUT_MODES[rule.kind]}
      autoComplete={props.autoComplete ?? 'off'}
      value={display(value)}
      required={props.required}
      disabled={disabled}
      autoFocus={autoFocus}
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(clean(e.target.value))}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  );
}

export function TextArea(props: Common & { rows?: number }) {
  const { id, value, onChange, rule, invalid, disabled, placeholder } = props;
  const max = rule.maxLength;
  return (
    <div className="sf-textarea">
      <textarea
        id={id}
        name={id}
        value={value}
        rows={props.rows ?? 5}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        // Longer input is ignored rather than refused, so pasting keeps what fits.
        onChange={(e) => onChange(max ? e.target.value.slice(0, max) : e.target.value)}
      />
      {max ? <span className="sf-counter" aria-hidden="true">{`${value.length}/${max}`}</span> : null}
    </div>
  );
}
