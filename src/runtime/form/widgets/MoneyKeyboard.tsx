// The money field's on-screen keyboard: antd-mobile's NumberKeyboard with the screen's names on its
// keys. Loaded by MoneyWidget when a person first touches the page (moneyKeyboardLoader.ts), so
// antd-mobile never weighs on the bank form's first load.
import { NumberKeyboard } from 'antd-mobile';
import '../../../platform/antdSetup';
import { useEffect, useState } from 'react';

export interface MoneyKeyboardTexts {
  confirmText?: string;
  deleteText?: string;
  hideText?: string;
}

export interface MoneyKeyboardProps {
  fieldId: string;
  visible: boolean;
  /** Confirm is shown disabled while the amount is empty. */
  empty: boolean;
  texts: MoneyKeyboardTexts;
  /** The key that types the decimal mark; none for a currency without places. */
  decimalKey?: string;
  onInput: (key: string) => void;
  onDelete: () => void;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * NumberKeyboard has no disabled confirm key and names its delete and hide keys itself
 * ("backspace", "Close"); the screen's names and the disabled state are set on its rendered keys.
 */
function labelKeys(keyboard: HTMLElement, empty: boolean, texts: MoneyKeyboardTexts): void {
  const set = (selector: string, name: string, value: string | undefined) => {
    if (value) keyboard.querySelector(selector)?.setAttribute(name, value);
  };
  set('.adm-number-keyboard-key-ok', 'aria-disabled', String(empty));
  set('.adm-number-keyboard-key-bs', 'aria-label', texts.deleteText);
  set('.adm-number-keyboard-header-close-button', 'aria-label', texts.hideText);
}

export default function MoneyKeyboard(props: MoneyKeyboardProps) {
  const { fieldId, visible, empty, texts } = props;
  // The popup slides up only when `visible` changes after it has mounted: mounted hidden first, it
  // comes up the same way whether this module arrived before the first tap or just after it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const shown = mounted && visible;

  useEffect(() => {
    // The popup renders into document.body, outside this component's tree: found by its field's id.
    const keyboard = Array.from(document.querySelectorAll<HTMLElement>('[data-keyboard-for]')).find(
      (el) => el.dataset.keyboardFor === fieldId,
    );
    if (keyboard) labelKeys(keyboard, empty, texts);
  }, [fieldId, empty, shown, texts]);

  return (
    <NumberKeyboard
      visible={shown}
      forceRender
      customKey={props.decimalKey}
      confirmText={texts.confirmText || null}
      closeOnConfirm={false}
      data-keyboard-for={fieldId}
      className={empty ? 'money-keyboard money-keyboard--empty' : 'money-keyboard'}
      onInput={props.onInput}
      onDelete={props.onDelete}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
