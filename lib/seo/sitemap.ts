// The pages a crawler should index (aliases with another canonical address and noindex pages left out).
import { digitalServices } from '@/lib/content/digital';
import { digitalPath, PAGES, servicePath } from '@/lib/paths';

export const STATIC_INDEXED_PATHS: string[] = [
  PAGES.home,
  PAGES.about,
  PAGES.services,
  PAGES.trainings,
  PAGES.jobs,
  PAGES.spontaneousApplication,
  PAGES.news,
  PAGES.quote,
  PAGES.shop,
  PAGES.faq,
  PAGES.contact,
  PAGES.terms,
  PAGES.privacy,
  servicePath('mise-en-relation'),
  servicePath('prospection'),
  servicePath('formations-profesionnelles'),
  servicePath('livraison'),
  servicePath('conseils'),
  servicePath('strategie-marketing-digital'),
  servicePath('conception-graphique'),
  ...digitalServices.map((service) => digitalPath(service.slug)),
];
