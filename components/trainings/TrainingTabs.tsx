'use client';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabPanel = { id: string; label: string; content: ReactNode };

/**
 * Tabs with the ARIA tabs pattern: arrow keys, Home and End move between tabs (automatic
 * activation), one tab stop. Without JavaScript every panel is shown one under the other.
 */
export function TrainingTabs({ panels, label }: { panels: TabPanel[]; label: string }) {
  const [selected, setSelected] = useState(panels[0]?.id ?? '');
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = panels.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const panel = panels[target];
    if (!panel) return;
    setSelected(panel.id);
    tabRefs.current[target]?.focus();
  }

  return (
    <div>
      <noscript>
        {/* Panels: in Tailwind's base layer, where the preflight hides [hidden] with !important. */}
        <style>{'@layer base{[data-tab-panel][hidden]{display:block!important}}[data-tab-list]{display:none}'}</style>
      </noscript>
      <div
        role="tablist"
        aria-label={label}
        data-tab-list
        className="flex gap-1 overflow-x-auto rounded-2xl bg-ink-50 p-1.5"
      >
        {panels.map((panel, index) => {
          const active = panel.id === selected;
          return (
            <button
              key={panel.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${panel.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${panel.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(panel.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`flex-1 whitespace-nowrap rounded-xl px-4 py-2.5 text-sm font-semibold transition-colors md:text-base ${
                active ? 'bg-white text-brand-700 shadow-sm' : 'text-ink-600 hover:text-ink-900'
              }`}
            >
              {panel.label}
            </button>
          );
        })}
      </div>
      {panels.map((panel) => (
        <div
          key={panel.id}
          role="tabpanel"
          id={`${baseId}-panel-${panel.id}`}
          aria-labelledby={`${baseId}-tab-${panel.id}`}
          hidden={panel.id !== selected}
          data-tab-panel={panel.id}
          tabIndex={0}
          className="mt-6 rounded-2xl focus-visible:outline-offset-4"
        >
          {panel.content}
        </div>
      ))}
    </div>
  );
}
