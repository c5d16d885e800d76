// Whether the on-screen keyboard is up, judged by how far the visible viewport has shrunk below
// the tallest it has been (SPEC.md section 2: the Next button hides past the threshold). Zoom is
// factored out, and a rotation starts a new baseline.
import { useEffect, useState } from 'react';

export function useKeyboardOpen(thresholdPx: number): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const vv = window.visualViewport;
    const height = () => (vv ? vv.height * (vv.scale || 1) : window.innerHeight);
    let base = Math.max(height(), window.innerHeight);
    let rebase = false;
    const update = () => {
      const h = height();
      if (rebase || h > base) base = h;
      rebase = false;
      setOpen(base - h > thresholdPx);
    };
    const rotated = () => {
      rebase = true;
    };
    vv?.addEventListener('resize', update);
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', rotated);
    return () => {
      vv?.removeEventListener('resize', update);
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', rotated);
    };
  }, [thresholdPx]);
  return open;
}
