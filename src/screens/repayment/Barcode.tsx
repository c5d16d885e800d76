// A scannable-looking rendering of the payment code for the counter: bars derived from the code's
// characters, with the code printed under them.
export function Barcode({ code }: { code: string }) {
  const bars = [...code].flatMap((ch) => {
    const n = ch.charCodeAt(0);
    return [1 + (n % 3), 1 + ((n >> 2) % 2), 1 + ((n >> 3) % 3), 1 + ((n >> 1) % 2)];
  });
  let x = 0;
  const rects = bars.map((w, i) => {
    const rect = i % 2 === 0 ? <rect key={i} x={x} y={0} width={w} height={60} /> : null;
    x += w;
    return rect;
  });
  return (
    <figure className="barcode">
      <svg viewBox={`0 0 ${x} 60`} preserveAspectRatio="none" width="100%" height={80} aria-hidden="true">
        {rects}
      </svg>
      <figcaption>{code}</figcaption>
    </figure>
  );
}
