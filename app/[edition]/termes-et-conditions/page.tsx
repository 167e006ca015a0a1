import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { LegalText } from '@/components/legal/LegalText';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES, servicePath } from '@/lib/paths';

export const metadata: Metadata = pageMetadata({
  title: 'Termes et conditions',
  description: `Conditions d'utilisation du site ${site.name} : contenus, demandes de devis, formations, offres d'emploi et espace de vente en ligne.`,
  path: PAGES.terms,
});

export default function Page() {
  return (
    <>
      <Breadcrumb title="Termes et conditions" trail="Termes et conditions" />
      <LegalText
        updated="22 novembre 2026"
        sections={[
          {
            title: 'Objet',
            body: (
              <p>
                {`Ce site est édité par ${site.name} (${site.legalName}), ${site.address.city}, ${site.address.country}. Il présente nos services de conseil, d'études, de formation, de recrutement et de services digitaux. En l'utilisant, vous acceptez les présentes conditions.`}
              </p>
            ),
          },
          {
            title: 'Informations publiées',
            body: (
              <p>
                Les descriptions de services, les formations programmées, les offres d&apos;emploi et les prix sont donnés à titre
                indicatif et peuvent évoluer. Seuls un devis ou une confirmation écrite de notre part nous engagent. Les offres
                d&apos;emploi publiées pour le compte d&apos;entreprises partenaires restent sous leur responsabilité.
              </p>
            ),
          },
          {
            title: 'Devis, formations et commandes',
            body: (
              <p>
                Une demande de devis ou un message envoyé par les formulaires du site ne vaut pas commande. L&apos;inscription
                définitive à une formation et l&apos;achat d&apos;un livre de l&apos;espace de vente en ligne sont confirmés par
                notre équipe, avec les modalités de paiement (mobile money, carte bancaire ou virement) et de livraison.
              </p>
            ),
          },
          {
            title: 'Services aux candidats',
            body: (
              <p>
                Les formules et services à la carte de la{' '}
                <Link href={servicePath('mise-en-relation')}>mise en relation emploi</Link> (CV, lettre de motivation,
                préparation aux entretiens et aux tests, alertes d&apos;offres) sont fournis en ligne. Nous nous engageons à
                vous accompagner avec sérieux, mais la décision d&apos;embauche appartient toujours à l&apos;employeur : aucun
                service ne garantit l&apos;obtention d&apos;un emploi.
              </p>
            ),
          },
          {
            title: 'Propriété intellectuelle',
            body: (
              <p>
                Les textes, logos, visuels et supports de ce site sont la propriété d&apos;{site.name} ou de leurs auteurs. Toute
                reproduction sans autorisation écrite est interdite, sauf le partage des liens vers nos pages.
              </p>
            ),
          },
          {
            title: 'Commentaires',
            body: (
              <p>
                Les commentaires publiés sous les actualités le sont par un service tiers et sous la responsabilité de leurs
                auteurs. Nous pouvons retirer tout commentaire injurieux, trompeur ou publicitaire.
              </p>
            ),
          },
          {
            title: 'Contact',
            body: (
              <p>
                Pour toute question sur ces conditions : <a href={`mailto:${site.email}`}>{site.email}</a> ou la page{' '}
                <Link href={PAGES.contact}>Contact</Link>. Voir aussi notre{' '}
                <Link href={PAGES.privacy}>politique de confidentialité</Link>.
              </p>
            ),
          },
        ]}
      />
    </>
  );
}
