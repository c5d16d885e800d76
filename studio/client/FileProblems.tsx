import type { Problem } from '../shared/protocol';
import { isMistake, problemLine } from './problems';

/** What the check found in the file being edited, and in other files the draft breaks. */
export function FileProblems({ mine, others }: { mine: Problem[]; others: Problem[] }) {
  return (
    <>
      {mine.length ? (
        <section aria-labelledby="mine-title" className="st-problems">
          <h3 id="mine-title">In this file</h3>
          <ul>
            {mine.map((p, i) => (
              <li key={i} className={isMistake(p) ? 'st-mistake' : 'st-warning'}>
                {isMistake(p) ? '' : 'Warning: '}
                {problemLine(p)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {others.length ? (
        <section aria-labelledby="others-title" className="st-problems">
          <h3 id="others-title">In other files</h3>
          <ul>
            {others.map((p, i) => (
              <li key={i} className={isMistake(p) ? 'st-mistake' : 'st-warning'}>
                {problemLine(p)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
