// A place picked in steps (region → province → city) in a bottom sheet; an option list of one step
// works too. The options load when the field is first shown, with a loading state and a retry, and
// each option is a button named by its place, so a person and a test find it the same way.
import type { WidgetProps } from '@rjsf/utils';
import './widgets.css';
import { Popup } from '../../../ui/Overlay';
import { useCallback, useEffect, useState } from 'react';

export interface CascadeNode {
  label: string;
  value: string;
  children?: CascadeNode[];
}

interface CityOptions {
  load: () => Promise<CascadeNode[]>;
  /** The stored value of a chosen path of option values. */
  join?: (path: string[]) => string;
  /** The name of each step (Region, Province, City); none for a single list. */
  steps?: string[];
  texts?: { close?: string; loading?: string; loadFailed?: string; retry?: string };
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; nodes: CascadeNode[] };

export function CitySelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, label, onChange, onBlur, onFocus, rawErrors } = props;
  const {
    load,
    join = (path: string[]) => path.join(' '),
    steps = [],
    texts = {},
  } = props.options as unknown as CityOptions;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState<CascadeNode[]>([]);

  const fetchOptions = useCallback(() => {
    load().then(
      (nodes) => setLoaded({ state: 'ready', nodes }),
      () => setLoaded({ state: 'failed' }),
    );
  }, [load]);

  // The options load when the field is shown, not with the screen.
  useEffect(() => {
    fetchOptions();
  }, [fetchOptions]);

  const current = value == null ? '' : String(value);
  const roots = loaded.state === 'ready' ? loaded.nodes : [];
  // A one-step list stores option values (codes); show the option's name for it.
  const shown = roots.find((n) => !n.children && n.value === current)?.label ?? current;
  const level = path.length ? (path[path.length - 1]?.children ?? []) : roots;
  const stepName = steps[path.length];
  const locked = disabled || readonly;

  const close = () => {
    setOpen(false);
    setPath([]);
    onBlur(id, value);
  };
  const pick = (node: CascadeNode) => {
    if (node.children?.length) {
      setPath([...path, node]);
      return;
    }
    onChange(join([...path, node].map((n) => n.value)));
    setOpen(false);
    setPath([]);
  };
  const openPicker = () => {
    if (locked) return;
    setOpen(true);
    onFocus(id, value);
  };

  return (
    <>
      <input
        id={id}
        name={id}
        className="sf-input sf-picker"
        readOnly
        value={shown}
        placeholder={placeholder}
        disabled={locked}
        aria-haspopup="dialog"
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        onClick={openPicker}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            openPicker();
          }
        }}
      />
      <Popup visible={open} onClose={close} closeOnMaskClick destroyOnClose bodyClassName="cascade-popup">
        <div role="dialog" aria-modal="true" aria-label={label} className="cascade">
          <div className="cascade__head">
            <span className="cascade__title">{label}</span>
            <button type="button" className="cascade__close" onClick={close}>
              {texts.close}
            </button>
          </div>
          {path.length > 0 || stepName ? (
            <div className="cascade__path">
              {path.map((node, i) => (
                <button
                  key={node.value}
                  type="button"
                  className="cascade__crumb"
                  onClick={() => setPath(path.slice(0, i))}
                >
                  {node.label}
                </button>
              ))}
              {stepName ? <span className="cascade__step">{stepName}</span> : null}
            </div>
          ) : null}
          {loaded.state === 'loading' ? (
            <p role="status" className="cascade__note">
              {texts.loading}
            </p>
          ) : loaded.state === 'failed' ? (
            <div role="alert" className="cascade__note">
              <p>{texts.loadFailed}</p>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  setLoaded({ state: 'loading' });
                  fetchOptions();
                }}
              >
                {texts.retry}
              </button>
            </div>
          ) : (
            <ul className="cascade__list" aria-label={stepName ?? label}>
              {level.map((node) => (
                <li key={node.value}>
                  <button
                    type="button"
                    className="cascade__option"
                    aria-current={!node.children && node.value === current ? 'true' : undefined}
                    onClick={() => pick(node)}
                  >
                    {node.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Popup>
    </>
  );
}
