import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { LegalText } from '@/components/legal/LegalText';
import { measuresKeepDays, retentionMonths } from '@/lib/content/privacy';
import { PAGES } from '@/lib/paths';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Politique de confidentialité',
  description: `Ce que ${site.name} fait de vos données : demandes, candidatures et CV, newsletter, e-mails, pages gardées sur votre appareil, mesures de vitesse anonymes, durées de conservation et vos droits.`,
  path: PAGES.privacy,
});

/** The real processing, as the CMS and the site do it (docs/deploy.md, docs/offline.md); the periods from the configuration. */
export default function Page() {
  const months = retentionMonths();
  const measuresDays = measuresKeepDays();
  return (
    <>
      <Breadcrumb title="Politique de confidentialité" trail="Politique de confidentialité" />
      <LegalText
        updated="1er décembre 2026"
        sections={[
          {
            title: 'Qui traite vos données',
            body: (
              <p>
                {`${site.name} (${site.legalName}), ${site.address.city}, ${site.address.country}, est responsable des données laissées sur ce site, au sens de la loi n° 001-2021/AN du 30 mars 2021 portant protection des personnes à l’égard du traitement des données à caractère personnel. Nous ne recueillons que ce qu’il faut pour vous répondre, et ne vendons rien.`}
              </p>
            ),
          },
          {
            title: 'Demandes de devis, messages et commandes',
            body: (
              <>
                <p>
                  Ce que vous saisissez (nom, e-mail, téléphone, service ou livres choisis, message) est enregistré dans
                  l’outil de gestion du site et envoyé par e-mail à l’équipe {site.name}, qui s’en sert seulement pour
                  traiter votre demande. Le formulaire envoie aussi une copie par un service d’envoi d’e-mails (EmailJS)
                  depuis votre navigateur.
                </p>
                <p>
                  {`Ces demandes sont supprimées ${months.requests} mois après leur traitement (ou leur réception si elles n’ont jamais été traitées), et aucune n’est gardée plus de ${months.inactive} mois après la dernière action de notre équipe sur elle, même en cours de traitement. L’e-mail que l’équipe a reçu reste dans sa messagerie, et les sauvegardes du site, gardées deux semaines, en contiennent une copie le temps de leur rotation.`}
                </p>
              </>
            ),
          },
          {
            title: 'Candidatures et CV',
            body: (
              <>
                <p>
                  Une candidature (nom, e-mail, téléphone, message, offre visée) et son CV sont lus par l’équipe recrutement
                  pour étudier votre profil ; votre candidature n’est transmise à l’employeur de l’offre que si votre profil
                  correspond. Le CV n’est jamais public : il est gardé à part des fichiers du site et ne s’ouvre que dans
                  l’administration, pour les seuls membres de l’équipe autorisés à lire les candidatures, et chaque
                  ouverture est enregistrée (qui, quand).
                </p>
                <p>
                  {`La candidature et le CV sont supprimés ${months.applications} mois après le traitement de la candidature (ou sa réception si elle n’a jamais été traitée), et au plus tard ${months.inactive} mois après la dernière action de notre équipe sur elle, même en cours d’examen ; les sauvegardes du site les gardent deux semaines de plus. Vous pouvez en demander la suppression avant.`}
                </p>
              </>
            ),
          },
          {
            title: 'Newsletter',
            body: (
              <p>
                Votre adresse e-mail sert seulement à vous envoyer la lettre d’information d’{site.name}. L’e-mail de
                bienvenue qui confirme votre inscription porte un lien pour vous désinscrire : un clic, et votre adresse est
                effacée ; vous pouvez aussi nous l’écrire. Sans désinscription, elle est gardée tant que la lettre paraît.
              </p>
            ),
          },
          {
            title: 'Les e-mails que nous vous envoyons',
            body: (
              <p>
                Après une demande, une commande ou une candidature, un accusé de réception part vers l’adresse que vous avez
                donnée. Il ne reprend rien de ce que vous avez écrit. Si cette adresse est refusée, nous pouvons vous appeler
                au numéro laissé.
              </p>
            ),
          },
          {
            title: 'Ce que votre appareil garde',
            body: (
              <p>
                Pour s’ouvrir vite et sans réseau, le site garde dans votre navigateur les pages que vous avez lues et
                leurs images (30 jours au plus) : elles ne nous sont pas envoyées. Une demande écrite hors connexion y
                attend le retour du réseau, puis nous parvient comme les autres. Vous effacez tout cela par les réglages du
                navigateur (« Effacer les données du site »).
              </p>
            ),
          },
          {
            title: 'Mesures de vitesse, anonymes',
            body: (
              <p>
                {`Pour savoir si le site s’ouvre vite sur les téléphones et les réseaux de nos visiteurs, votre navigateur nous envoie, quand vous quittez une page, le temps qu’elle a mis à s’afficher et à réagir, avec le type de page (« une offre d’emploi », jamais son adresse), le type de connexion (2G, 3G, 4G), une classe d’appareil selon sa mémoire et, pour un clic lent, le type d’élément touché (jamais son texte). Rien de ce qui est gardé ne vous désigne : ni adresse IP (lue une minute, en mémoire, pour refuser les envois en rafale, jamais écrite), ni identifiant, ni cookie. Ces chiffres sont aussitôt ajoutés à des totaux par jour et par type de page ; aucune visite n’est enregistrée seule. Les totaux sont gardés ${measuresDays} jours, puis effacés. Si votre navigateur envoie le signal Global Privacy Control (« ne pas me suivre »), rien n’est mesuré ni envoyé.`}
              </p>
            ),
          },
          {
            title: 'Aucun pistage',
            body: (
              <p>
                Le site n’a ni outil de mesure d’audience (hors les mesures de vitesse anonymes ci-dessus), ni publicité, ni
                cookie de pistage. Le choix de la langue est gardé
                dans deux cookies, <code>selectedLang</code> et <code>googtrans</code> (ce dernier lu par le service de
                traduction automatique de Google, qui reçoit le texte de la page si vous choisissez une autre langue que
                le français). Le menu actif et le panier sont gardés dans le stockage de session du navigateur, effacé à la
                fermeture de l’onglet ; son stockage local garde l’heure de votre dernier envoi d’un formulaire (pour éviter
                les envois en double) et, s’il y a lieu, le signe qu’une demande attend le réseau.
              </p>
            ),
          },
          {
            title: 'Commentaires, vidéo et carte',
            body: (
              <p>
                Les commentaires des actualités viennent d’un service tiers, chargé seulement quand vous faites défiler la
                page jusqu’à eux. La vidéo de la page d’accueil (YouTube, en mode de confidentialité renforcée) et la carte
                de la page Contact (OpenStreetMap) ne sont contactées que si vous cliquez pour les afficher. Chacun de ces
                services applique sa propre politique de confidentialité.
              </p>
            ),
          },
          {
            title: 'Vos droits',
            body: (
              <>
                <p>
                  Vous pouvez demander à voir les données que nous gardons sur vous, les faire corriger ou les faire
                  supprimer, et vous opposer à leur usage : écrivez à <a href={`mailto:${site.email}`}>{site.email}</a> en
                  indiquant l’adresse e-mail utilisée sur le site. Nous répondons dans un délai d’un mois.
                </p>
                <p>
                  Si notre réponse ne vous satisfait pas, vous pouvez saisir la Commission de l’informatique et des libertés
                  (CIL), l’autorité de protection des données du Burkina Faso, à Ouagadougou.
                </p>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
