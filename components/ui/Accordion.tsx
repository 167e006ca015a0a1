'use client';
import { ChevronDown, Icon } from '@/components/ui/icons';
import { useId, useState, type ReactNode } from 'react';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type HeadingLevel = 2 | 3 | 4;

/**
 * Disclosure list with at most one panel open (the open one can be closed too). Without JavaScript every panel is
 * shown, so the answers stay readable.
 */
export function Accordion({
  items,
  defaultOpenId = null,
  headingLevel = 3,
  className = '',
}: {
  items: AccordionItem[];
  defaultOpenId?: string | null;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-100 bg-white ${className}`}>
      <noscript>
        {/* In Tailwind's base layer, where the preflight hides [hidden] with !important. */}
        <style>{'@layer base{[data-accordion-panel][hidden]{display:block!important}}'}</style>
      </noscript>
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} data-accordion-item={item.id}>
            <Heading className="m-0 text-base font-bold">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className={`flex w-full items-center justify-between gap-4 px-5 py-4 text-start transition-colors hover:bg-brand-50 ${
                  open ? 'text-brand-700' : 'text-ink-900'
                }`}
              >
                <span>{item.title}</span>
                <Icon of={{ ChevronDown }}
                  aria-hidden
                  className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180 text-brand-600' : 'text-ink-400'}`}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              data-accordion-panel
              className="px-5 pb-5 text-ink-700"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
