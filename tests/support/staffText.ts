// Staff texts as a page shows them, for tests that look for copy read from the staff files (component
// and end-to-end alike), never spelled out: a correct staff edit of the copy keeps them green.
import { fillShown, type Vars } from '../../src/runtime/template';
import app from '../../schemas/app.json' with { type: 'json' };

/** A staff text as the page shows it: placeholders filled from `values` and app.json. */
export const shown = (text: string, values: Vars = {}) => fillShown(text, { ...app, ...values });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text as a pattern that finds it inside a longer line, placeholders filled from `values` and app.json. */
export const inside = (text: string, values: Vars = {}) => new RegExp(escape(shown(text, values)));

/** A text with any values in its placeholders, as a pattern: "Uploading image {n}…" finds every one. */
export const anyOf = (text: string) =>
  new RegExp(
    text
      .split(/\{[\w.]+\}/)
      .map(escape)
      .join('.*?'),
  );
