// Rating stars named "1 star" … "5 stars" (CONTRACT.md section 6); tapping one fills up to it.
import { message } from '../config';

export function starName(n: number): string {
  return (n === 1 ? message('starLabel') : message('starsLabel')).replace('{n}', String(n));
}

export function Stars({
  value,
  onChange,
  count = 5,
}: {
  value: number;
  onChange: (n: number) => void;
  count?: number;
}) {
  return (
    <div className="stars" role="group">
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          className={`stars__star${n <= value ? ' stars__star--on' : ''}`}
          aria-label={starName(n)}
          aria-pressed={n <= value}
          onClick={() => onChange(n)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
