// Everything antd-mobile needs before its first component shows: the English locale (it speaks
// Chinese by default) and, on React 19, how its imperative Toast and Dialog render into their own
// roots. Imported by the only modules that still use antd-mobile (the image viewer, the money
// keyboard), so it comes with them and never on another page's first load.
import { setDefaultConfig, unstableSetRender } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { createRoot, type Root } from 'react-dom/client';

setDefaultConfig({ locale: enUS });

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
