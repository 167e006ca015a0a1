import { Image } from '@/components/ui/Image';
import { Link } from '@/components/ui/Link';
import { Icon, PlayCircle, ShoppingCart } from '@/components/ui/icons';
import { ImagePlaceholder } from '@/components/ui/ImagePlaceholder';
import type { Training } from '@/lib/cms';
import type { Edition } from '@/lib/editions';
import { formatPrice, isoDay, trainingEndDate } from '@/lib/format';
import { textsOf } from '@/lib/i18n';
import { trainerName, trainingPurchaseHref, yesNo } from './trainingText';

/** The side card of a training in `edition`: image, video link, key facts, price and 'Acheter'. */
export function TrainingSideCard({ training, edition }: { training: Training; edition: Edition }) {
  const texts = textsOf(edition).trainings.side;
  const image = training.images[0];
  const rows: [string, string][] = [
    [texts.start, isoDay(training.startDate)],
    [texts.end, trainingEndDate(training.startDate)],
    [texts.hoursTerm, training.hours !== null ? texts.hours(training.hours) : ''],
    [texts.place, training.place],
    // The CMS has no level field (the original showed the language there).
    [texts.level, texts.allLevels],
    [texts.language, training.language],
    [texts.certificate, yesNo(training.withCertificate, edition)],
    [texts.test, yesNo(training.withTest, edition)],
    [texts.instructor, trainerName(training.trainer)],
  ];
  return (
    <aside aria-label={texts.label} className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-lg" data-testid="training-side-card">
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
            <span className="sr-only">{texts.video}</span>
          </a>
        ) : null}
      </div>
      <div className="p-6">
        <dl className="divide-y divide-ink-100 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="flex items-baseline justify-between gap-4 py-2.5">
              <dt className="font-medium text-ink-500">{term}</dt>
              <dd className="text-end font-bold text-ink-900">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-2xl font-extrabold text-ink-900" data-testid="training-price">
          {texts.price} {training.price !== null ? <bdi dir="ltr">{formatPrice(training.price, edition)}</bdi> : texts.onRequest}
        </p>
        <Link href={trainingPurchaseHref(training.theme, isoDay(training.startDate), edition)} className="btn btn-primary mt-4 w-full">
          <Icon of={{ ShoppingCart }} aria-hidden className="size-4" />
          {texts.buy}
        </Link>
      </div>
    </aside>
  );
}
