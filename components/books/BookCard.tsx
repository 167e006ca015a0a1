import { Image } from '@/components/ui/Image';
import type { ReactNode } from 'react';
import { ImagePlaceholder } from '@/components/ui/ImagePlaceholder';
import type { Book } from '@/lib/cms';
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { bookActionTexts } from '@/lib/forms/editionTexts';
import { formatPrice } from '@/lib/format';
import { textsOf, type Texts } from '@/lib/i18n';
import { BookDialog, BookDialogButton } from './BookDialog';

const IMAGE_SIZES = '(min-width: 1280px) 290px, (min-width: 640px) 30vw, 50vw';

/** The dialog's body: cover, author, price and description. */
function BookDetail({ book, price, words }: { book: Book; price: string; words: Texts['requests']['shopPage'] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <div className="relative mx-auto aspect-[3/4] w-48 overflow-hidden rounded-2xl bg-ink-50 shadow sm:w-full">
        {book.image ? (
          <Image src={book.image.smallUrl} alt={book.image.alt || words.cover(book.title)} fill sizes={IMAGE_SIZES} className="object-cover" />
        ) : (
          <ImagePlaceholder />
        )}
      </div>
      <div>
        {book.author ? (
          <p className="text-sm text-ink-500">
            {words.author} <span className="font-bold text-ink-800">{book.author}</span>
          </p>
        ) : null}
        <p className="mt-3 text-2xl font-extrabold text-ink-900" data-testid="book-price">
          {price || words.priceOnRequest}
        </p>
        <p className="mt-4 whitespace-pre-line leading-relaxed text-ink-700">{book.description}</p>
      </div>
    </div>
  );
}

/**
 * A book of the online sales space: its card, rendered on the server; the image and 'Voir Plus' open the
 * book's dialog (detail, quantity 1 to 10 and `actions`, default 'Commander' through the quote form). In `edition`
 * (the page's, French by default), its dialog's words given to it.
 */
export function BookCard({ book, actions, priority = false, edition = DEFAULT_EDITION }: { book: Book; actions?: ReactNode; priority?: boolean; edition?: Edition }) {
  const words = textsOf(edition).requests.shopPage;
  const price = formatPrice(book.price, edition);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition-shadow hover:shadow-lg" data-testid="book-card">
      <BookDialog
        book={{ id: book.id, title: book.title, price: book.price }}
        detail={<BookDetail book={book} price={price} words={words} />}
        actions={actions}
        texts={bookActionTexts(edition)}
      >
        <BookDialogButton className="relative block aspect-[3/4] w-full overflow-hidden bg-ink-50">
          {book.image ? (
            <Image
              src={book.image.smallUrl}
              alt=""
              fill
              priority={priority}
              sizes={IMAGE_SIZES}
              className="object-cover transition-transform duration-500 group-hover:scale-105"
            />
          ) : (
            <ImagePlaceholder />
          )}
          <span className="sr-only">{words.detail(book.title)}</span>
        </BookDialogButton>
        <div className="flex flex-1 flex-col p-4">
          <h2 className="text-base font-bold leading-snug">{book.title}</h2>
          {book.author ? <p className="mt-1 text-sm text-ink-500">{book.author}</p> : null}
          <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-ink-600">{book.description}</p>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <p className="text-lg font-extrabold text-ink-900">
              <span className="sr-only">{`${words.price} `}</span>
              {price || words.priceOnRequest}
            </p>
            <BookDialogButton className="btn btn-outline px-4 py-2 text-sm">
              {words.more}
              <span className="sr-only">{edition === 'fr' ? ` : ${book.title}` : `: ${book.title}`}</span>
            </BookDialogButton>
          </div>
        </div>
      </BookDialog>
    </article>
  );
}
