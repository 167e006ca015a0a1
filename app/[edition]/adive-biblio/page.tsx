import { DataNotice } from '@/components/legal/DataNotice';
import type { Metadata } from 'next';
import { BookOpen, Icon, Truck } from '@/components/ui/icons';
import { BookCard } from '@/components/books/BookCard';
import { Cart } from '@/components/cart/Cart';
import { CartActions } from '@/components/cart/CartActions';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import { getBooks } from '@/lib/cms';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { cartTexts } from '@/lib/forms/editionTexts';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES, pageIn } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.shopPage;
  return pageMetadata({ edition, title: words.title, description: words.description, path: PAGES.shop, ownShareImage: true });
}

export default async function Page() {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.shopPage;
  const result = await getBooks();
  return (
    <>
      <Breadcrumb title={words.heading(site.name)} trail={words.trail} />
      <section className="container-page py-12">
        <div className="mb-8 flex flex-col gap-4 rounded-3xl bg-ink-50 p-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-4">
            <span className="bg-brand-gradient inline-flex size-12 shrink-0 items-center justify-center rounded-2xl text-white">
              <Icon of={{ BookOpen }} aria-hidden className="size-6" />
            </span>
            <div>
              <h2 className="text-xl font-bold">{words.booksHeading}</h2>
              <p className="mt-1 text-ink-600">{words.booksText}</p>
            </div>
          </div>
          <div className="flex flex-col gap-3 md:items-end">
            <p className="inline-flex items-center gap-2 text-sm font-bold text-ink-700">
              <Icon of={{ Truck }} aria-hidden className="size-5 text-brand-600" />
              {words.delivery}
            </p>
            <Cart notice={<DataNotice kind="order" />} texts={cartTexts(edition)} />
          </div>
        </div>
        {!result.ok ? (
          <CmsUnavailable retryHref={pageIn(edition, PAGES.shop)} />
        ) : result.data.length === 0 ? (
          <EmptyState>{words.empty}</EmptyState>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 xl:grid-cols-4" data-testid="book-list">
            {result.data.map((book, index) => (
              <li key={book.id}>
                <BookCard book={book} priority={index < 2} actions={<CartActions />} edition={edition} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
