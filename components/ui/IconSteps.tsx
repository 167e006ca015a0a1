// A short numbered list of steps, each with its icon, a title and a line (the quote's and the spontaneous
// application's pages). Server component.
import { Icon, type IconOf } from './icons';

export type IconStep = { icon: IconOf; title: string; text: string };

export function IconSteps({ steps }: { steps: readonly IconStep[] }) {
  return (
    <ol className="mt-8 space-y-5">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon of={step.icon} aria-hidden className="size-5" />
            <span className="bg-brand-gradient absolute -right-1.5 -top-1.5 inline-flex size-5 items-center justify-center rounded-full text-xs font-bold text-white">
              {index + 1}
            </span>
          </span>
          <div>
            <h3 className="font-bold">{step.title}</h3>
            <p className="text-ink-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
