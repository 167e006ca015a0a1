// The pages a crawler should index (aliases with another canonical address and noindex pages left out).
import { digitalServices } from '@/lib/content/digital';
import { digitalPath } from '@/lib/paths';

export const STATIC_INDEXED_PATHS: string[] = [
  '/',
  '/a-propos-de-nous',
  '/nos-services',
  '/nos-formations',
  '/nos-offres-emplois',
  '/nos-actualites',
  '/demander-un-devis',
  '/adive-biblio',
  '/faq',
  '/contact',
  '/termes-et-conditions',
  '/politique-de-confidentialite',
  '/services/mise-en-relation',
  '/services/prospection',
  '/services/formations-profesionnelles',
  '/services/livraison',
  '/services/conseils',
  '/services/strategie-marketing-digital',
  '/services/conception-graphique',
  ...digitalServices.map((service) => digitalPath(service.slug)),
];
