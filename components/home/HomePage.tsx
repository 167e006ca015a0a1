import { CtaBand } from '@/components/ui/CtaBand';
import { JsonLd } from '@/components/ui/JsonLd';
import { heroOf } from '@/lib/content/home';
import { editionTexts } from '@/lib/i18n/edition';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/jsonLd';
import { Hero } from './Hero';
import { AboutSummary, ServicesTeaser, Testimonials, ValuesSection } from './HomeSections';
import { RecentNews } from './RecentNews';
import { VideoSection } from './VideoSection';

/**
 * Home page (/ and /accueil): hero, values, about summary with counters, video, services, the 3 most recent
 * news items (from the CMS, awaited here so they are in the HTML), 2 testimonials and a call to action.
 */
export async function HomePage() {
  const { edition, texts } = await editionTexts();
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={webSiteJsonLd()} />
      <Hero />
      <ValuesSection />
      <AboutSummary />
      <VideoSection />
      <ServicesTeaser />
      <RecentNews />
      <Testimonials />
      <CtaBand heading={texts.home.cta.heading} text={texts.home.cta.text} actions={heroOf(edition).actions} />
    </>
  );
}
