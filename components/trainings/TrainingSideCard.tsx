import { Image } from '@/components/ui/Image';
import { Link } from '@/components/ui/Link';
import { Icon, PlayCircle, ShoppingCart } from '@/components/ui/icons';
import { ImagePlaceholder } from '@/components/ui/ImagePlaceholder';
import type { Training } from '@/lib/cms';
import { formatPrice, isoDay, trainingEndDate } from '@/lib/format';
import { HOURS_SUFFIX_DETAIL, trainerName, trainingPurchaseHref, yesNo } from './trainingText';

/** What the 'Niveau' line shows: the CMS has no level field (the original showed the language there). */
export const TRAINING_LEVEL = 'Tous niveaux';

/** The side card of a training: image, video link, key facts, price and 'Acheter'. */
export function TrainingSideCard({ training }: { training: Training }) {
  const image = training.images[0];
  const rows: [string, string][] = [
    ['Début', isoDay(training.startDate)],
    ['Fin', trainingEndDate(training.startDate)],
    ["Nombre d'heures", training.hours !== null ? `${training.hours} ${HOURS_SUFFIX_DETAIL}` : ''],
    ['Lieu', training.place],
    ['Niveau', TRAINING_LEVEL],
    ['Langue', training.language],
    ['Certification', yesNo(training.withCertificate)],
    ['Test/Quiz', yesNo(training.withTest)],
    ['Instructeur', trainerName(training.trainer)],
  ];
  return (
    <aside aria-label="Informations pratiques" className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-lg" data-testid="training-side-card">
      <div className="relative aspect-[16/10] bg-ink-50">
        {image ? (
          <Image src={image.smallUrl} alt="" fill sizes="(min-width: 1024px) 360px, 100vw" className="object-cover" />
        ) : (
          <ImagePlaceholder />
        )}
        {training.videoUrl ? (
          <a
            href={training.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="absolute inset-0 flex items-center justify-center bg-ink-900/30 text-white transition-colors hover:bg-ink-900/45"
          >
            <Icon of={{ PlayCircle }} aria-hidden className="size-16 drop-shadow-lg" />
            <span className="sr-only">Voir la vidéo de présentation (nouvel onglet)</span>
          </a>
        ) : null}
      </div>
      <div className="p-6">
        <dl className="divide-y divide-ink-100 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="flex items-baseline justify-between gap-4 py-2.5">
              <dt className="font-medium text-ink-500">{term}</dt>
              <dd className="text-right font-bold text-ink-900">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-2xl font-extrabold text-ink-900" data-testid="training-price">
          {`Prix: ${training.price !== null ? formatPrice(training.price) : 'sur demande'}`}
        </p>
        <Link href={trainingPurchaseHref(training.theme, isoDay(training.startDate))} className="btn btn-primary mt-4 w-full">
          <Icon of={{ ShoppingCart }} aria-hidden className="size-4" />
          Acheter
        </Link>
      </div>
    </aside>
  );
}
