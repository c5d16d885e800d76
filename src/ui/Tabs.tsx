// Tabs in place of antd-mobile's (off the first load of the in-app pages). The same props
// as the screens used, the same markup and class names (tabs.css holds antd-mobile's geometry), the
// roles tablist, tab (aria-selected, aria-controls) and tabpanel (named by its tab), and arrow keys
// between tabs. The active tab's line is its own (tabs.css), not one line measured and moved under it:
// measuring a tab as the screen first renders held that render's paint for a layout of the page.
import {
  Children,
  isValidElement,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import './tabs.css';

interface TabProps {
  title: ReactNode;
  children?: ReactNode;
}

/** One tab; its key names it. Rendered by Tabs, never on its own. */
function Tab(_props: TabProps): null {
  return null;
}

interface TabsProps {
  children?: ReactNode;
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  className?: string;
  'aria-label'?: string;
}

export function Tabs({ children, activeKey, defaultActiveKey, onChange, className, ...aria }: TabsProps) {
  const panes = Children.toArray(children).filter(
    (c): c is ReactElement<TabProps> & { key: string } => isValidElement(c) && c.key !== null,
  );
  // React prefixes the keys of Children.toArray; the screens' keys are what onChange reports.
  const keyOf = (pane: { key: string }) => pane.key.replace(/^\.\$/, '');
  const ids = useId();
  const tabId = (key: string) => `${ids}tab-${key}`;
  const panelId = (key: string) => `${ids}panel-${key}`;
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? (panes[0] ? keyOf(panes[0]) : undefined));
  const current = activeKey ?? ownKey;
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  if (current !== undefined && !seen.has(current)) setSeen(new Set([...seen, current]));

  const tabs = useRef<Record<string, HTMLDivElement | null>>({});

  const choose = (key: string) => {
    if (key === current) return;
    if (activeKey === undefined) setOwnKey(key);
    onChange?.(key);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const at = panes.findIndex((p) => keyOf(p) === current);
    const next = panes[at + step];
    if (!step || !next) return;
    choose(keyOf(next));
    tabs.current[keyOf(next)]?.focus();
  };

  return (
    <div className={`adm-tabs${className ? ` ${className}` : ''}`} {...aria}>
      <div className="adm-tabs-header">
        <div className="adm-tabs-tab-list" role="tablist" onKeyDown={onKeyDown}>
          {panes.map((pane) => {
            const key = keyOf(pane);
            const active = key === current;
            const hasPanel = pane.props.children !== undefined && seen.has(key);
            return (
              <div key={key} className="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch">
                <div
                  role="tab"
                  id={tabId(key)}
                  aria-selected={active}
                  // Only a panel in the document can be named: one not yet shown is not rendered.
                  aria-controls={hasPanel ? panelId(key) : undefined}
                  tabIndex={active ? 0 : -1}
                  ref={(el) => {
                    tabs.current[key] = el;
                  }}
                  onClick={() => choose(key)}
                  className={`adm-tabs-tab${active ? ' adm-tabs-tab-active' : ''}`}
                >
                  {pane.props.title}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {panes.map((pane) => {
        const key = keyOf(pane);
        // A pane is rendered once first shown and kept after, as antd-mobile does.
        if (pane.props.children === undefined || !seen.has(key)) return null;
        return (
          <div
            key={key}
            id={panelId(key)}
            role="tabpanel"
            aria-labelledby={tabId(key)}
            className="adm-tabs-content"
            style={{ display: key === current ? 'block' : 'none' }}
          >
            {pane.props.children}
          </div>
        );
      })}
    </div>
  );
}

Tabs.Tab = Tab;
