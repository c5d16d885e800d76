import { useState, type ReactNode } from 'react';

/** The two ways to edit a JSON file with a contract: its form (the children) or its raw text. */
export function EditTabs({ raw, children }: { raw: ReactNode; children: ReactNode }) {
  const [tab, setTab] = useState<'form' | 'raw'>('form');
  return (
    <>
      <div
        role="tablist"
        aria-label="How to edit this file"
        className="st-tabs"
        // The tab pattern: arrows move between the two tabs, and focus follows.
        onKeyDown={(e) => {
          if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
          const next = tab === 'form' ? 'raw' : 'form';
          setTab(next);
          document.getElementById(`tab-${next}`)?.focus();
        }}
      >
        {(['form', 'raw'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
          >
            {t === 'form' ? 'Form' : 'Raw JSON'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="st-panel">
        {tab === 'raw' ? raw : children}
      </div>
    </>
  );
}
