// The head cell of a rule row: its name, its line in the file, and the buttons that move, remove and
// show it.
import type { RuleRow } from '../../shared/protocol';
import type { Shown } from './showRow';

export function RuleRowHead(props: {
  label: string;
  /** What the row decides, in words. */
  decides: string;
  server: RuleRow | undefined;
  first: boolean;
  last: boolean;
  lock: boolean;
  canShow: boolean;
  shown: Shown | undefined;
  onMove: (by: number) => void;
  onRemove: () => void;
  onShow: () => void;
}) {
  const { label, decides, server, first, last, lock, shown } = props;
  const name = label.toLowerCase();
  return (
    <th scope="row" className="st-rule-head">
      <div>{label}</div>
      <p className="st-rule-decides">{decides}</p>
      {server ? (
        <details className="st-muted">
          <summary>In the file</summary>
          {`Line ${server.line}`}
        </details>
      ) : null}
      <div className="st-rule-order">
        <button
          type="button"
          className="st-rule-btn"
          disabled={lock || first}
          onClick={() => props.onMove(-1)}
        >
          {`Move ${name} up`}
        </button>
        <button type="button" className="st-rule-btn" disabled={lock || last} onClick={() => props.onMove(1)}>
          {`Move ${name} down`}
        </button>
        <button type="button" className="st-rule-btn" disabled={lock} onClick={props.onRemove}>
          {`Remove ${name}`}
        </button>
        <button
          type="button"
          className="st-rule-btn st-rule-btn--show"
          disabled={!props.canShow}
          aria-label={`Show this: ${name}`}
          onClick={props.onShow}
        >
          Show this
        </button>
        {shown ? (
          <p className={shown.error ? 'st-rule-flag' : 'st-muted'} role="status">
            {shown.said}
          </p>
        ) : null}
      </div>
    </th>
  );
}
