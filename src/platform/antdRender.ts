// antd-mobile's imperative Toast and Dialog render into their own roots; on React 19 they need
// to be told how (DESIGN.md, known pitfalls). Imported once by each entry.
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const ROOT = Symbol.for('lender.antdRoot');
type WithRoot = (Element | DocumentFragment) & { [ROOT]?: Root };

unstableSetRender((node, container) => {
  const host = container as WithRoot;
  const root = host[ROOT] ?? createRoot(container);
  host[ROOT] = root;
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
    delete host[ROOT];
  };
});
