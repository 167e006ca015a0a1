import { CtaBand } from '@/components/ui/CtaBand';
import { JsonLd } from '@/components/ui/JsonLd';
import { HERO, HOME_CTA } from '@/lib/content/home';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/jsonLd';
import { Hero } from './Hero';
import { AboutSummary, ServicesTeaser, Testimonials, ValuesSection } from './HomeSections';
import { RecentNews } from './RecentNews';
import { VideoSection } from './VideoSection';

/**
 * Home page (/ and /accueil): hero, values, about summary with counters, video, services, the 3 most recent
 * news items (from the CMS, awaited here so they are in the HTML), 2 testimonials and a call to action.
 */
export function HomePage() {
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
      <CtaBand heading={HOME_CTA.heading} text={HOME_CTA.text} actions={HERO.actions} />
    </>
  );
}
