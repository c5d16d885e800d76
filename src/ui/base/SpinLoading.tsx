// The spinning ring of antd-mobile's SpinLoading, drawn with CSS alone (no animation
// library on the first load). Same props as the screens used and the same box (--size, 32 px).
import type { CSSProperties } from 'react';
import './spinLoading.css';

const colors: Record<string, string> = {
  default: 'var(--adm-color-weak, #999)',
  primary: 'var(--adm-color-primary)',
  white: '#fff',
};

const CIRCUMFERENCE = 15 * Math.PI * 2;

export function SpinLoading({
  color = 'default',
  style,
}: {
  color?: 'default' | 'primary' | 'white' | (string & {});
  style?: CSSProperties & Record<`--${string}`, string>;
}) {
  return (
    <div
      className="adm-spin-loading"
      style={{ '--color': colors[color] ?? color, ...style } as CSSProperties}
    >
      <svg className="adm-spin-loading-svg" viewBox="0 0 32 32" aria-hidden="true">
        <circle
          className="adm-spin-loading-fill"
          fill="transparent"
          strokeWidth="2"
          strokeDasharray={CIRCUMFERENCE}
          strokeLinecap="square"
          r={15}
          cx={16}
          cy={16}
        />
      </svg>
    </div>
  );
}
