import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { LegalText } from '@/components/legal/LegalText';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Politique de confidentialité',
  description: `Comment ${site.name} traite vos données : newsletter, formulaires de devis et de contact, commentaires, cookies de langue.`,
  path: '/politique-de-confidentialite',
});

export default function Page() {
  return (
    <>
      <Breadcrumb title="Politique de confidentialité" trail="Politique de confidentialité" />
      <LegalText
        updated="22 novembre 2026"
        sections={[
          {
            title: 'Responsable',
            body: (
              <p>
                {`${site.name} (${site.legalName}), ${site.address.city}, ${site.address.country}, est responsable des données collectées sur ce site. Nous ne collectons que ce qui est nécessaire pour vous répondre.`}
              </p>
            ),
          },
          {
            title: 'Newsletter',
            body: (
              <p>
                Votre adresse e-mail est enregistrée dans notre outil de gestion de contenu pour vous envoyer notre lettre
                d&apos;information. Elle n&apos;est ni vendue ni cédée. Vous pouvez vous désinscrire à tout moment en nous
                écrivant.
              </p>
            ),
          },
          {
            title: 'Formulaires de devis et de contact',
            body: (
              <p>
                Les informations saisies (nom, e-mail, téléphone, service, message) nous sont transmises par e-mail au moyen
                d&apos;un service d&apos;envoi tiers. Elles servent uniquement à traiter votre demande et sont conservées le temps
                de la relation commerciale.
              </p>
            ),
          },
          {
            title: 'Commentaires',
            body: (
              <p>
                Les commentaires des actualités sont fournis par un service tiers, chargé seulement lorsque vous faites défiler la
                page jusqu&apos;à eux ; ce service applique sa propre politique de confidentialité.
              </p>
            ),
          },
          {
            title: 'Vidéo et carte',
            body: (
              <p>
                La vidéo de présentation de la page d&apos;accueil est hébergée par YouTube et la carte de la page Contact
                par OpenStreetMap. Aucun de ces services n&apos;est contacté tant que vous ne cliquez pas sur le bouton de
                lecture ou d&apos;affichage de la carte ; la vidéo est alors lue dans le mode de confidentialité renforcée de
                YouTube (youtube-nocookie.com). Chaque service applique ensuite sa propre politique de confidentialité.
              </p>
            ),
          },
          {
            title: 'Cookies',
            body: (
              <p>
                Le site n&apos;utilise pas de cookie publicitaire. Le choix de la langue est conservé dans un cookie nommé{' '}
                <code>selectedLang</code> ; le service de traduction automatique, s&apos;il est utilisé, dépose son propre cookie
                de langue. Le menu actif et le panier sont gardés dans le stockage de session du navigateur, effacé à la fermeture
                de l&apos;onglet.
              </p>
            ),
          },
          {
            title: 'Vos droits',
            body: (
              <p>
                Vous pouvez demander l&apos;accès, la rectification ou la suppression de vos données en écrivant à{' '}
                <a href={`mailto:${site.email}`}>{site.email}</a>.
              </p>
            ),
          },
        ]}
      />
    </>
  );
}
