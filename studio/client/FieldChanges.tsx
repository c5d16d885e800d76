// What changed in one staff file, field by field in words: the review before a hand-over, and a team
// change's review.
import type { Change } from '../shared/protocol';

/** A value as staff read it: words as they are, lists and groups line by line. */
export function inWords(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return value.map(inWords).join('; ');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${inWords(v)}`)
    .join(', ');
}

export function FieldChanges(props: { caption: string; captionHidden?: boolean; changes: Change[] }) {
  return (
    <table className="st-field-changes">
      <caption className={props.captionHidden ? 'st-visually-hidden' : undefined}>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">Now</th>
        </tr>
      </thead>
      <tbody>
        {props.changes.map((c) => (
          <tr key={c.pointer}>
            <th scope="row">{c.label}</th>
            <td>{inWords(c.before)}</td>
            <td>{inWords(c.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
