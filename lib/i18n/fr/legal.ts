// The legal pages' texts in French (termes et conditions, politique de confidentialité) and the short data notice
// under each form. The privacy texts say what the site and the CMS really do (docs/deploy.md, docs/offline.md); the
// periods are the configuration's (lib/content/privacy.ts). The law cited is Burkina Faso's loi n° 001-2021/AN.
export const legal = {
  updated: (date: string) => `Dernière mise à jour : ${date}`,
  terms: {
    title: 'Termes et conditions',
    description:
      "Conditions d'utilisation du site ADIVE : contenus, demandes de devis, formations, offres d'emploi et espace de vente en ligne.",
    updated: '22 novembre 2026',
    purpose: {
      title: 'Objet',
      text: "Ce site est édité par ADIVE (Agence du digital et de la vente), Ouagadougou, Burkina Faso. Il présente nos services de conseil, d'études, de formation, de recrutement et de services digitaux. En l'utilisant, vous acceptez les présentes conditions.",
    },
    information: {
      title: 'Informations publiées',
      text: "Les descriptions de services, les formations programmées, les offres d'emploi et les prix sont donnés à titre indicatif et peuvent évoluer. Seuls un devis ou une confirmation écrite de notre part nous engagent. Les offres d'emploi publiées pour le compte d'entreprises partenaires restent sous leur responsabilité.",
    },
    orders: {
      title: 'Devis, formations et commandes',
      text: "Une demande de devis ou un message envoyé par les formulaires du site ne vaut pas commande. L'inscription définitive à une formation et l'achat d'un livre de l'espace de vente en ligne sont confirmés par notre équipe, avec les modalités de paiement (mobile money, carte bancaire ou virement) et de livraison.",
    },
    candidates: {
      title: 'Services aux candidats',
      before: 'Les formules et services à la carte de la ',
      link: 'mise en relation emploi',
      after:
        " (CV, lettre de motivation, préparation aux entretiens et aux tests, alertes d'offres) sont fournis en ligne. Nous nous engageons à vous accompagner avec sérieux, mais la décision d'embauche appartient toujours à l'employeur : aucun service ne garantit l'obtention d'un emploi.",
    },
    property: {
      title: 'Propriété intellectuelle',
      text: "Les textes, logos, visuels et supports de ce site sont la propriété d'ADIVE ou de leurs auteurs. Toute reproduction sans autorisation écrite est interdite, sauf le partage des liens vers nos pages.",
    },
    comments: {
      title: 'Commentaires',
      text: 'Les commentaires publiés sous les actualités le sont par un service tiers et sous la responsabilité de leurs auteurs. Nous pouvons retirer tout commentaire injurieux, trompeur ou publicitaire.',
    },
    contact: {
      title: 'Contact',
      before: 'Pour toute question sur ces conditions : ',
      or: ' ou la page ',
      contact: 'Contact',
      seeAlso: '. Voir aussi notre ',
      privacy: 'politique de confidentialité',
    },
  },
  privacy: {
    title: 'Politique de confidentialité',
    description:
      'Ce que ADIVE fait de vos données : demandes, candidatures et CV, newsletter, e-mails, pages gardées sur votre appareil, mesures de vitesse anonymes, durées de conservation et vos droits.',
    updated: '1er décembre 2026',
    controller: {
      title: 'Qui traite vos données',
      text: 'ADIVE (Agence du digital et de la vente), Ouagadougou, Burkina Faso, est responsable des données laissées sur ce site, au sens de la loi n° 001-2021/AN du 30 mars 2021 portant protection des personnes à l’égard du traitement des données à caractère personnel. Nous ne recueillons que ce qu’il faut pour vous répondre, et ne vendons rien.',
    },
    requests: {
      title: 'Demandes de devis, messages et commandes',
      text: 'Ce que vous saisissez (nom, e-mail, téléphone, service ou livres choisis, message) est enregistré dans l’outil de gestion du site et envoyé par e-mail à l’équipe ADIVE, qui s’en sert seulement pour traiter votre demande. Le formulaire envoie aussi une copie par un service d’envoi d’e-mails (EmailJS) depuis votre navigateur.',
      kept: (requests: number, inactive: number) =>
        `Ces demandes sont supprimées ${requests} mois après leur traitement (ou leur réception si elles n’ont jamais été traitées), et aucune n’est gardée plus de ${inactive} mois après la dernière action de notre équipe sur elle, même en cours de traitement. L’e-mail que l’équipe a reçu reste dans sa messagerie, et les sauvegardes du site, gardées deux semaines, en contiennent une copie le temps de leur rotation.`,
    },
    applications: {
      title: 'Candidatures et CV',
      text: 'Une candidature (nom, e-mail, téléphone, message, offre visée) et son CV sont lus par l’équipe recrutement pour étudier votre profil ; votre candidature n’est transmise à l’employeur de l’offre que si votre profil correspond. Le CV n’est jamais public : il est gardé à part des fichiers du site et ne s’ouvre que dans l’administration, pour les seuls membres de l’équipe autorisés à lire les candidatures, et chaque ouverture est enregistrée (qui, quand).',
      kept: (applications: number, inactive: number) =>
        `La candidature et le CV sont supprimés ${applications} mois après le traitement de la candidature (ou sa réception si elle n’a jamais été traitée), et au plus tard ${inactive} mois après la dernière action de notre équipe sur elle, même en cours d’examen ; les sauvegardes du site les gardent deux semaines de plus. Vous pouvez en demander la suppression avant.`,
    },
    newsletter: {
      title: 'Newsletter',
      text: 'Votre adresse e-mail sert seulement à vous envoyer la lettre d’information d’ADIVE. L’e-mail de bienvenue qui confirme votre inscription porte un lien pour vous désinscrire : un clic, et votre adresse est effacée ; vous pouvez aussi nous l’écrire. Sans désinscription, elle est gardée tant que la lettre paraît.',
    },
    emails: {
      title: 'Les e-mails que nous vous envoyons',
      text: 'Après une demande, une commande ou une candidature, un accusé de réception part vers l’adresse que vous avez donnée. Il ne reprend rien de ce que vous avez écrit. Si cette adresse est refusée, nous pouvons vous appeler au numéro laissé.',
    },
    device: {
      title: 'Ce que votre appareil garde',
      text: 'Pour s’ouvrir vite et sans réseau, le site garde dans votre navigateur les pages que vous avez lues et leurs images (30 jours au plus) : elles ne nous sont pas envoyées. Une demande écrite hors connexion y attend le retour du réseau, puis nous parvient comme les autres. Vous effacez tout cela par les réglages du navigateur (« Effacer les données du site »).',
    },
    measures: {
      title: 'Mesures de vitesse, anonymes',
      text: (days: number) =>
        `Pour savoir si le site s’ouvre vite sur les téléphones et les réseaux de nos visiteurs, votre navigateur nous envoie, quand vous quittez une page, le temps qu’elle a mis à s’afficher et à réagir, avec le type de page (« une offre d’emploi », jamais son adresse), le type de connexion (2G, 3G, 4G), une classe d’appareil selon sa mémoire et, pour un clic lent, le type d’élément touché (jamais son texte). Rien de ce qui est gardé ne vous désigne : ni adresse IP (lue une minute, en mémoire, pour refuser les envois en rafale, jamais écrite), ni identifiant, ni cookie. Ces chiffres sont aussitôt ajoutés à des totaux par jour et par type de page ; aucune visite n’est enregistrée seule. Les totaux sont gardés ${days} jours, puis effacés. Si votre navigateur envoie le signal Global Privacy Control (« ne pas me suivre »), rien n’est mesuré ni envoyé.`,
    },
    tracking: {
      title: 'Aucun pistage',
      // Around the language cookie's name (selectedLang), written as code.
      before:
        'Le site n’a ni outil de mesure d’audience (hors les mesures de vitesse anonymes ci-dessus), ni publicité, ni cookie de pistage. La langue que vous choisissez dans le sélecteur est gardée dans un cookie, ',
      after:
        ', qui sert seulement à vous proposer la page dans cette langue ; les pages en anglais et en arabe sont celles du site, écrites par nos soins : aucun texte n’est envoyé à un service de traduction. Le menu actif et le panier sont gardés dans le stockage de session du navigateur, effacé à la fermeture de l’onglet ; son stockage local garde l’heure de votre dernier envoi d’un formulaire (pour éviter les envois en double) et, s’il y a lieu, le signe qu’une demande attend le réseau.',
    },
    thirdParties: {
      title: 'Commentaires, vidéo et carte',
      text: 'Les commentaires des actualités viennent d’un service tiers, chargé seulement quand vous faites défiler la page jusqu’à eux. La vidéo de la page d’accueil (YouTube, en mode de confidentialité renforcée) et la carte de la page Contact (OpenStreetMap) ne sont contactées que si vous cliquez pour les afficher. Chacun de ces services applique sa propre politique de confidentialité.',
    },
    rights: {
      title: 'Vos droits',
      // Around the firm's e-mail address.
      before:
        'Vous pouvez demander à voir les données que nous gardons sur vous, les faire corriger ou les faire supprimer, et vous opposer à leur usage : écrivez à ',
      after: ' en indiquant l’adresse e-mail utilisée sur le site. Nous répondons dans un délai d’un mois.',
      authority:
        'Si notre réponse ne vous satisfait pas, vous pouvez saisir la Commission de l’informatique et des libertés (CIL), l’autorité de protection des données du Burkina Faso, à Ouagadougou.',
    },
  },
  notice: {
    link: 'Vos données et vos droits',
    quote: (months: number) =>
      `Vos coordonnées et votre besoin sont reçus par l’équipe ADIVE pour établir votre devis, conservés ${months} mois après le traitement de votre demande.`,
    contact: (months: number) =>
      `Vos coordonnées et votre message sont reçus par l’équipe ADIVE pour vous répondre, conservés ${months} mois après le traitement de votre demande.`,
    order: (months: number) =>
      `Vos coordonnées et votre commande sont reçues par l’équipe ADIVE pour la préparer et vous livrer, conservées ${months} mois après le traitement de votre demande.`,
    application: (months: number) =>
      `Votre candidature et votre CV sont reçus par l’équipe recrutement d’ADIVE pour étudier votre profil et le proposer à l’employeur, puis supprimés ${months} mois après le traitement de votre candidature.`,
    newsletter: 'Votre adresse sert seulement à vous envoyer la lettre d’ADIVE ; l’e-mail de bienvenue porte un lien pour vous désinscrire.',
  },
};
