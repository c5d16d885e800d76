// A money amount typed on antd-mobile's NumberKeyboard (SPEC.md section 5): digits, one decimal
// mark, delete, confirm (disabled while empty) and hide; input past the maximum length is cut. The
// decimal mark and places are the one money format's (schemas/app.json), so the amount is typed as
// every amount is written; the form keeps the plain number (inputRules.ts). The system keyboard stays
// down (inputMode none); a hardware keyboard or paste still works through the same money rule, also
// before the keyboard's code has arrived (moneyKeyboardLoader.ts).
import type { WidgetProps } from '@rjsf/utils';
import './widgets.css';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../../config';
import { pressMoneyKey, sanitizeInput, type InputRule } from '../../base/form/inputRules';
import type { MoneyKeyboardTexts } from './MoneyKeyboard';
import { loadMoneyKeyboard, loadOnFirstTouch, loadedMoneyKeyboard } from './moneyKeyboardLoader';

interface MoneyOptions extends MoneyKeyboardTexts {
  maxLength?: number;
}

/** The keyboard, once this field has been opened and its code has arrived. */
function useKeyboard(open: boolean) {
  const [Keyboard, setKeyboard] = useState(loadedMoneyKeyboard);
  useEffect(() => loadOnFirstTouch(), []);
  useEffect(() => {
    if (!open || Keyboard) return;
    let live = true;
    loadMoneyKeyboard().then(
      (loaded) => live && setKeyboard(() => loaded),
      // A failed download leaves a plain amount field (typing and paste still work); the next
      // opening tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, Keyboard]);
  return Keyboard;
}

export function MoneyWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, rawErrors } = props;
  const options = props.options as MoneyOptions & { emptyValue?: unknown };
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const marks = config.money;
  const rule: InputRule = { kind: 'money', maxLength: options.maxLength, money: marks };
  const { clean, display } = sanitizeInput(rule);
  const current = value == null ? '' : String(value);
  const shown = display(current);
  const empty = current === '';
  const set = (next: string) => onChange(next === '' ? options.emptyValue : next);
  const locked = disabled || readonly;
  const Keyboard = useKeyboard(open);

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
        value={shown}
        placeholder={placeholder}
        disabled={locked}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        onChange={(e) => set(clean(e.target.value))}
        onFocus={() => {
          setOpen(true);
          onFocus(id, value);
        }}
        onClick={() => setOpen(!locked)}
        onKeyDown={(e) => {
          // Escape puts the on-screen keyboard away, as its hide key does; the amount stays.
          if (e.key === 'Escape' && open) {
            e.preventDefault();
            setOpen(false);
          }
        }}
        onBlur={() => {
          setOpen(false);
          onBlur(id, value);
        }}
      />
      {open ? <div className="money-keyboard-room" aria-hidden="true" /> : null}
      {Keyboard ? (
        <Keyboard
          fieldId={id}
          visible={open && !locked}
          empty={empty}
          texts={options}
          decimalKey={marks.decimals > 0 ? marks.decimalMark : undefined}
          onInput={(key) => set(pressMoneyKey(current, key, rule))}
          onDelete={() => set(current.slice(0, -1))}
          onConfirm={() => {
            if (!empty) setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
