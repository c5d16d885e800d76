// A picker of the names that exist: the app's actions, dialogs, app calls, pages and pictures, and a
// file's own actions and dialogs as its draft has them; a name that exists nowhere shows as not found.
import type { WidgetProps } from '@rjsf/utils';
import { isObject } from '../../../tools/staff/json';
import type { Picker } from '../contract';
import { mistakesOf } from '../problems';
import { helpId, type StudioContext } from './formContext';

const keysOf = (value: unknown, key: string): string[] => {
  const part = isObject(value) ? value[key] : undefined;
  return isObject(part) ? Object.keys(part) : [];
};

/** The names a picker offers: the app's, and for a file's own actions and dialogs its draft's too. */
export function pickerNames(kind: Picker, ctx: StudioContext): string[] {
  const fileName = ctx.file.replace(/^.*\//, '').replace(/\.json$/, '');
  const byFile = (map: Record<string, string[]>) => map[ctx.file] ?? map[fileName] ?? [];
  const names =
    kind === 'actions'
      ? [...keysOf(ctx.value, 'actions'), ...byFile(ctx.names.actions)]
      : kind === 'dialogs'
        ? [...keysOf(ctx.value, 'dialogs'), ...byFile(ctx.names.dialogs)]
        : ctx.names[kind];
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

const PICKER_NOUN: Record<Picker, string> = {
  actions: 'action',
  dialogs: 'dialog',
  bridgeCalls: 'app call',
  routes: 'page',
  images: 'picture',
};

export function PickerWidget(props: WidgetProps & { kind: Picker }) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, kind, registry } = props;
  const ctx = registry.formContext as StudioContext;
  const names = pickerNames(kind, ctx);
  const current = value == null ? '' : String(value);
  const unknown = current !== '' && !names.includes(current);
  return (
    <div className="st-picker">
      <select
        id={id}
        name={id}
        className="sf-input"
        data-picker={kind}
        value={current}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={mistakesOf(props.rawErrors).length > 0 || undefined}
        aria-describedby={props.schema.description ? helpId(id) : undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <option value="">{`No ${PICKER_NOUN[kind]}`}</option>
        {unknown ? <option value={current}>{`${current} (not found)`}</option> : null}
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {kind === 'images' && current ? (
        <img className="st-image" src={current} alt="" width={64} height={64} />
      ) : null}
    </div>
  );
}
