import type { IconName } from '@/lib/icons/names';
import { ContentIcon } from '@/components/ui/ContentIcon';

/** Numbered steps of a process, in a row on large screens (a line joins them) and a column on phones. */
export function ProcessSteps({ steps }: { steps: readonly { title: string; text: string; icon?: IconName }[] }) {
  const columns = steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ol className={`relative grid gap-6 sm:grid-cols-2 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
          <div className="flex items-center gap-3">
            <span className="bg-brand-gradient flex size-11 shrink-0 items-center justify-center rounded-full font-display text-lg font-extrabold text-white">
              {index + 1}
            </span>
            {step.icon ? <ContentIcon name={step.icon} className="size-6 text-brand-600" /> : null}
          </div>
          <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
