// A money amount typed on antd-mobile's NumberKeyboard (SPEC.md section 5): digits, one decimal
// point, delete, confirm (disabled while empty) and hide; input past the maximum length is cut. The
// system keyboard stays down (inputMode none); a hardware keyboard or paste still works through the
// same money rule.
import type { WidgetProps } from '@rjsf/utils';
import './widgets.css';
import { NumberKeyboard } from 'antd-mobile';
import '../../../platform/antdSetup';
import { useEffect, useRef, useState } from 'react';
import { sanitizeInput } from '../inputRules';

interface MoneyOptions {
  maxLength?: number;
  confirmText?: string;
  deleteText?: string;
  hideText?: string;
}

/**
 * NumberKeyboard has no disabled confirm key and names its delete and hide keys itself
 * ("backspace", "Close"); the screen's names and the disabled state are set on its rendered keys.
 */
function labelKeys(fieldId: string, empty: boolean, texts: MoneyOptions): void {
  const keyboard = Array.from(document.querySelectorAll<HTMLElement>('[data-keyboard-for]')).find(
    (el) => el.dataset.keyboardFor === fieldId,
  );
  if (!keyboard) return;
  const set = (selector: string, name: string, value: string | undefined) => {
    if (value) keyboard.querySelector(selector)?.setAttribute(name, value);
  };
  set('.adm-number-keyboard-key-ok', 'aria-disabled', String(empty));
  set('.adm-number-keyboard-key-bs', 'aria-label', texts.deleteText);
  set('.adm-number-keyboard-header-close-button', 'aria-label', texts.hideText);
}

export function MoneyWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, rawErrors } = props;
  const options = props.options as MoneyOptions & { emptyValue?: unknown };
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { clean } = sanitizeInput({ kind: 'money', maxLength: options.maxLength });
  const current = value == null ? '' : String(value);
  const empty = current === '';
  const set = (next: string) => onChange(next === '' ? options.emptyValue : next);
  const locked = disabled || readonly;

  useEffect(() => {
    labelKeys(id, empty, options);
  }, [id, empty, open, options]);

  // The keyboard slides over the bottom of the page: keep the amount in sight above it.
  useEffect(() => {
    if (open) inputRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [open]);

  return (
    <>
      <input
        ref={inputRef}
        id={id}
        name={id}
        className="sf-input"
        inputMode="none"
        autoComplete="off"
        value={current}
        placeholder={placeholder}
        disabled={locked}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        onChange={(e) => set(clean(e.target.value))}
        onFocus={() => {
          setOpen(true);
          onFocus(id, value);
        }}
        onClick={() => setOpen(!locked)}
        onBlur={() => {
          setOpen(false);
          onBlur(id, value);
        }}
      />
      {open ? <div className="money-keyboard-room" aria-hidden="true" /> : null}
      <NumberKeyboard
        visible={open && !locked}
        forceRender
        customKey="."
        confirmText={options.confirmText || null}
        closeOnConfirm={false}
        data-keyboard-for={id}
        className={empty ? 'money-keyboard money-keyboard--empty' : 'money-keyboard'}
        onInput={(key) => set(clean(current + key))}
        onDelete={() => set(current.slice(0, -1))}
        onConfirm={() => {
          if (!empty) setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
