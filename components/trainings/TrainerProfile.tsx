import type { Trainer } from '@/lib/cms';
import type { Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { trainerName } from './trainingText';

/** The Instructeur tab's photo: the same drawn placeholder for every trainer. */
function TrainerPhoto() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden className="size-24 shrink-0 rounded-full shadow-md">
      <defs>
        <linearGradient id="trainer-photo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f97316" />
          <stop offset="1" stopColor="#dc2626" />
        </linearGradient>
      </defs>
      <rect width="96" height="96" rx="48" fill="url(#trainer-photo)" />
      <circle cx="48" cy="38" r="16" fill="#fff" opacity="0.92" />
      <path d="M18 84c4-16 16-24 30-24s26 8 30 24" fill="#fff" opacity="0.92" />
    </svg>
  );
}

/** Instructeur tab in `edition`: name, profession, description and contact details of the trainer. */
export function TrainerProfile({ trainer, edition }: { trainer: Trainer | null; edition: Edition }) {
  const texts = textsOf(edition).trainings.trainer;
  if (!trainer || !trainerName(trainer)) {
    return <p className="text-ink-600">{texts.unknown}</p>;
  }
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <TrainerPhoto />
      <div className="min-w-0">
        <h2 className="text-xl font-bold">{trainerName(trainer)}</h2>
        {trainer.profession ? <p className="mt-1 font-bold text-brand-700">{trainer.profession}</p> : null}
        {trainer.description ? <p className="mt-3 whitespace-pre-line leading-relaxed text-ink-700">{trainer.description}</p> : null}
        {trainer.contact ? (
          <div className="mt-4 rounded-2xl bg-ink-50 p-4">
            <h3 className="text-sm font-bold">{texts.contact}</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-ink-700">{trainer.contact}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
