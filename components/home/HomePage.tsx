import type { Metadata } from 'next';
import { CtaBand } from '@/components/services/CtaBand';
import { HERO, HOME_CTA } from '@/lib/content/home';
import { site } from '@/lib/site';
import { Hero } from './Hero';
import { AboutSummary, ServicesTeaser, Testimonials, ValuesSection } from './HomeSections';
import { RecentNews } from './RecentNews';
import { VideoSection } from './VideoSection';

/** Metadata of / and /accueil (same page; / is the canonical address). */
export const homeMetadata: Metadata = {
  title: { absolute: `${site.name} — ${site.legalName} | Conseil, formation et recrutement au Burkina Faso` },
  description: site.description,
  alternates: { canonical: '/' },
};

/**
 * Home page (/ and /accueil): hero, values, about summary with counters, video, services, the 3 most recent
 * news items (from the CMS, awaited here so they are in the HTML), 2 testimonials and a call to action.
 */
export function HomePage() {
  return (
    <>
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
