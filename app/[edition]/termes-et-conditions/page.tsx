import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { LegalText } from '@/components/legal/LegalText';
import { editionTexts } from '@/lib/i18n/edition';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES, pageIn, servicePath } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  return pageMetadata({ edition, title: texts.legal.terms.title, description: texts.legal.terms.description, path: PAGES.terms });
}

export default async function Page() {
  const { edition, texts } = await editionTexts();
  const t = texts.legal.terms;
  return (
    <>
      <Breadcrumb title={t.title} trail={t.title} />
      <LegalText
        updated={texts.legal.updated(t.updated)}
        sections={[
          { title: t.purpose.title, body: <p>{t.purpose.text}</p> },
          { title: t.information.title, body: <p>{t.information.text}</p> },
          { title: t.orders.title, body: <p>{t.orders.text}</p> },
          {
            title: t.candidates.title,
            body: (
              <p>
                {t.candidates.before}
                <Link href={pageIn(edition, servicePath('mise-en-relation'))}>{t.candidates.link}</Link>
                {t.candidates.after}
              </p>
            ),
          },
          { title: t.property.title, body: <p>{t.property.text}</p> },
          { title: t.comments.title, body: <p>{t.comments.text}</p> },
          {
            title: t.contact.title,
            body: (
              <p>
                {t.contact.before}
                <a href={`mailto:${site.email}`} dir="ltr">
                  {site.email}
                </a>
                {t.contact.or}
                <Link href={pageIn(edition, PAGES.contact)}>{t.contact.contact}</Link>
                {t.contact.seeAlso}
                <Link href={pageIn(edition, PAGES.privacy)}>{t.contact.privacy}</Link>.
              </p>
            ),
          },
        ]}
      />
    </>
  );
}
