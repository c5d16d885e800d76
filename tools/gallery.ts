// The state gallery of `npm start` (/gallery): every scenario of src/sandbox/scenarios/ side by side
// in phone-sized frames of the running dev server, so each frame follows an edit as the app does.
import { framePath, type Scenario } from '../src/sandbox/scenarios.ts';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function galleryHtml(list: Scenario[]): string {
  const groups = new Map<string, Scenario[]>();
  for (const s of list) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  const sections = [...groups]
    .map(
      ([group, items]) =>
        `<section><h2>${escape(group)}</h2><div class="row">${items
          .map(
            (s) =>
              `<figure><iframe src="${escape(framePath(s))}" title="${escape(s.title)}" loading="lazy"></iframe><figcaption><a href="${escape(framePath(s))}">${escape(s.title)}</a><br><small>src/sandbox/scenarios/${escape(s.name)}.json</small></figcaption></figure>`,
          )
          .join('')}</div></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>State gallery</title><style>
body{font-family:system-ui,sans-serif;margin:16px;background:#eef0f3}
.row{display:flex;flex-wrap:wrap;gap:16px}
figure{margin:0;width:234px}
iframe{width:390px;height:844px;border:1px solid #c9ced6;border-radius:12px;background:#fff;transform:scale(.6);transform-origin:0 0;margin-bottom:-337px;margin-right:-156px}
figcaption{font-size:13px;margin-top:6px}
</style></head><body><h1>State gallery</h1>
<p>Each frame is a page of this dev server in one state. A state is a file in src/sandbox/scenarios/ (group, title, path, and answers for an id <code>scenario-&lt;file name&gt;</code>, or <code>"hold": true</code> for a page that stays loading).</p>
${sections}</body></html>`;
}
