import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { LegalText } from '@/components/legal/LegalText';
import { measuresKeepDays, retentionMonths } from '@/lib/content/privacy';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES } from '@/lib/paths';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  return pageMetadata({ edition, title: texts.legal.privacy.title, description: texts.legal.privacy.description, path: PAGES.privacy });
}

/**
 * The real processing, as the CMS and the site do it (docs/deploy.md, docs/offline.md), in the page's edition
 * (lib/i18n/<edition>/legal.ts); the periods from the configuration.
 */
export default async function Page() {
  const { texts } = await editionTexts();
  const t = texts.legal.privacy;
  const months = retentionMonths();
  const measuresDays = measuresKeepDays();
  const email = (
    <a href={`mailto:${site.email}`} dir="ltr">
      {site.email}
    </a>
  );
  return (
    <>
      <Breadcrumb title={t.title} trail={t.title} />
      <LegalText
        updated={texts.legal.updated(t.updated)}
        sections={[
          { title: t.controller.title, body: <p>{t.controller.text}</p> },
          {
            title: t.requests.title,
            body: (
              <>
                <p>{t.requests.text}</p>
                <p>{t.requests.kept(months.requests, months.inactive)}</p>
              </>
            ),
          },
          {
            title: t.applications.title,
            body: (
              <>
                <p>{t.applications.text}</p>
                <p>{t.applications.kept(months.applications, months.inactive)}</p>
              </>
            ),
          },
          { title: t.newsletter.title, body: <p>{t.newsletter.text}</p> },
          { title: t.emails.title, body: <p>{t.emails.text}</p> },
          { title: t.device.title, body: <p>{t.device.text}</p> },
          { title: t.measures.title, body: <p>{t.measures.text(measuresDays)}</p> },
          {
            title: t.tracking.title,
            body: (
              <p>
                {t.tracking.before}
                <code>selectedLang</code>
                {t.tracking.after}
              </p>
            ),
          },
          { title: t.thirdParties.title, body: <p>{t.thirdParties.text}</p> },
          {
            title: t.rights.title,
            body: (
              <>
                <p>
                  {t.rights.before}
                  {email}
                  {t.rights.after}
                </p>
                <p>{t.rights.authority}</p>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
