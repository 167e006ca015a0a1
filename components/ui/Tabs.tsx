'use client';
import { createContext, useContext, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** On phones the tabs share the width equally (Tailwind needs the class names written out). */
const GRID_COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

export type TabItem = {
  /** Id of the panel (the tab button gets `${id}-tab`). */
  id: string;
  label: string;
  content: ReactNode;
};

/** Whether the tab panel around a component is the one shown (true outside any tabs). */
const TabPanelShown = createContext(true);

/** True while the enclosing tab panel is shown: lets a panel's content wait until the visitor opens it. */
export function useTabPanelShown(): boolean {
  return useContext(TabPanelShown);
}

const LAYOUTS = {
  /** Tabs share the width equally on phones, and shrink to their labels from 640 px. */
  grid: {
    list: 'grid gap-1 rounded-2xl bg-ink-50 p-1.5 ring-1 ring-ink-100 sm:inline-flex',
    tab: 'whitespace-nowrap rounded-xl px-1 py-2.5 text-sm font-bold transition-colors sm:px-4 md:px-6 md:text-base',
    active: 'bg-white text-brand-700 shadow-sm ring-1 ring-ink-100',
  },
  /** Tabs fill the row, which scrolls sideways when their labels do not fit (long labels on phones). */
  row: {
    list: 'flex gap-1 overflow-x-auto rounded-2xl bg-ink-50 p-1.5',
    tab: 'flex-1 whitespace-nowrap rounded-xl px-4 py-2.5 text-sm font-bold transition-colors md:text-base',
    active: 'bg-white text-brand-700 shadow-sm',
  },
} as const;

/**
 * WAI-ARIA tabs with automatic activation. Every panel is in the server HTML (hidden ones `hidden`) for crawlers.
 * Without JavaScript the selected panel shows, or all of them with `showAllWithoutScript` (e.g. training details).
 */
export function Tabs({
  items,
  label,
  defaultId,
  layout = 'grid',
  showAllWithoutScript = false,
}: {
  items: TabItem[];
  label: string;
  defaultId?: string;
  layout?: keyof typeof LAYOUTS;
  showAllWithoutScript?: boolean;
}) {
  const [selected, setSelected] = useState(defaultId ?? items[0]?.id ?? '');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const item = items[index];
    if (!item) return;
    setSelected(item.id);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const forward = index === last ? 0 : index + 1;
    const back = index === 0 ? last : index - 1;
    // Right to left (an Arabic page), the next tab is on the left (WAI-ARIA's tabs pattern).
    const rightToLeft = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next: Record<string, number> = {
      ArrowRight: rightToLeft ? back : forward,
      ArrowLeft: rightToLeft ? forward : back,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  const styles = LAYOUTS[layout];
  return (
    <div>
      {showAllWithoutScript ? (
        <noscript>
          {/* Panels: in Tailwind's base layer, where the preflight hides [hidden] with !important. */}
          <style>{'@layer base{[data-tab-panel][hidden]{display:block!important}}[data-tab-list]{display:none}'}</style>
        </noscript>
      ) : null}
      <div
        role="tablist"
        aria-label={label}
        data-tab-list={showAllWithoutScript ? '' : undefined}
        className={layout === 'grid' ? `${styles.list} ${GRID_COLUMNS[items.length] ?? 'grid-flow-col'}` : styles.list}
      >
        {items.map((item, index) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${item.id}-tab`}
              aria-selected={active}
              aria-controls={item.id}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`${styles.tab} ${active ? styles.active : 'text-ink-600 hover:text-ink-900'}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={item.id}
          role="tabpanel"
          aria-labelledby={`${item.id}-tab`}
          tabIndex={0}
          hidden={item.id !== selected}
          data-tab-panel={showAllWithoutScript ? item.id : undefined}
          className="mt-6 rounded-2xl focus-visible:outline-offset-4"
        >
          <TabPanelShown.Provider value={item.id === selected}>{item.content}</TabPanelShown.Provider>
        </div>
      ))}
    </div>
  );
}
