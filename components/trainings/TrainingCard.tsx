import { Image } from '@/components/ui/Image';
import { Link } from '@/components/ui/Link';
import { Clock, Globe, Icon, MapPin, UserRound } from '@/components/ui/icons';
import { ImagePlaceholder } from '@/components/ui/ImagePlaceholder';
import type { Training } from '@/lib/cms';
import type { Edition } from '@/lib/editions';
import { untranslatedIn } from '@/components/ui/Untranslated';
import { cut, formatPrice, TEXT_LIMITS } from '@/lib/format';
import { textsOf } from '@/lib/i18n';
import { pageIn, trainingPath } from '@/lib/paths';
import { trainerName } from './trainingText';

/** A training of the catalogue in `edition`, linking to its page; its title and description are cut to TEXT_LIMITS. */
export function TrainingCard({ training, edition, priority = false }: { training: Training; edition: Edition; priority?: boolean }) {
  const untranslated = untranslatedIn(edition, training);
  const texts = textsOf(edition).trainings.card;
  const href = pageIn(edition, trainingPath(training.slug));
  const image = training.images[0];
  const trainer = trainerName(training.trainer);
  return (
    <article
      // Rendered only near the screen: most of the catalogue's cards are below the first screen of a phone.
      className="group render-when-near flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition-shadow reserve-training-card hover:shadow-lg"
      data-testid="training-card"
    >
      <Link href={href} tabIndex={-1} aria-hidden className="relative block aspect-[16/10] overflow-hidden bg-ink-50">
        {image ? (
          <Image
            src={image.thumbnailUrl}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 100vw"
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <ImagePlaceholder />
        )}
        {training.type ? (
          <span className="absolute start-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-700 shadow">
            {training.type}
          </span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-ink-600">
          {training.place ? (
            <li className="inline-flex items-center gap-1">
              <Icon of={{ MapPin }} aria-hidden className="size-3.5 text-brand-600" />
              <span className="sr-only">{texts.place}</span>
              {training.place}
            </li>
          ) : null}
          {training.hours !== null ? (
            <li className="inline-flex items-center gap-1">
              <Icon of={{ Clock }} aria-hidden className="size-3.5 text-brand-600" />
              {texts.hours(training.hours)}
            </li>
          ) : null}
          {training.language ? (
            <li className="inline-flex items-center gap-1">
              <Icon of={{ Globe }} aria-hidden className="size-3.5 text-brand-600" />
              <span className="sr-only">{texts.language}</span>
              {training.language}
            </li>
          ) : null}
        </ul>
        <h3 className="mt-3 text-lg font-bold leading-snug" title={training.theme}>
          <Link href={href} lang={untranslated.lang} className="hover:text-brand-700">
            {cut(training.theme, TEXT_LIMITS.trainingTitle)}
          </Link>
          {untranslated.mark}
        </h3>
        <p lang={untranslated.lang} className="mt-2 flex-1 text-sm leading-relaxed text-ink-600">{cut(training.description, TEXT_LIMITS.trainingDescription)}</p>
        {trainer ? (
          <p className="mt-4 inline-flex items-center gap-2 text-sm text-ink-700">
            <Icon of={{ UserRound }} aria-hidden className="size-4 text-ink-400" />
            <span className="sr-only">{texts.trainer}</span>
            {trainer}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4">
          <p className="text-lg font-extrabold text-ink-900">
            <span className="sr-only">{texts.price}</span>
            {formatPrice(training.price, edition)}
          </p>
          <Link href={href} className="btn btn-primary px-4 py-2 text-sm">
            {texts.more}<span className="sr-only">{texts.moreAbout(training.theme)}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
