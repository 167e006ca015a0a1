// The request pages' texts in French: the quote page, the contact page and the firm's details they show.
export const requests = {
  quotePage: {
    title: 'Demander un devis',
    description:
      'Demandez un devis gratuit à ADIVE pour une formation, une étude, une mission de prospection, une stratégie digitale ou une conception graphique.',
    trail: 'Devis',
    eyebrow: 'Devis gratuit et sans engagement',
    headingStart: 'Demander un devis pour des ',
    headingHighlight: 'Services personnalisés',
    intro:
      'Formation, étude de marché, prospection commerciale ou projet digital : décrivez votre besoin, nous vous répondons sous 48 heures ouvrées avec une proposition adaptée à votre budget.',
    steps: [
      { title: 'Vous décrivez votre besoin', text: 'Quelques lignes suffisent : le service, vos objectifs, vos délais.' },
      { title: 'Nous échangeons', text: 'Un conseiller vous rappelle pour préciser le périmètre et le budget.' },
      { title: 'Vous recevez une proposition', text: 'Une offre claire et chiffrée, adaptée à votre organisation.' },
    ],
    formHeading: 'Formulaire de demande de devis',
  },
  contactPage: {
    title: 'Contact',
    description: 'Contactez ADIVE à Ouagadougou : téléphone, e-mail, adresse, horaires et formulaire de message.',
    heading: 'Contactez-nous',
    trail: 'Contact',
    eyebrow: 'Nous sommes à votre écoute',
    detailsHeading: 'Parlons de votre projet',
    detailsText:
      "Appelez-nous, écrivez-nous ou passez nous voir à Ouagadougou : notre équipe vous répond pendant les horaires d'ouverture.",
    formHeading: 'Envoyez-nous un message',
    formText:
      "Une question sur une formation, une offre d'emploi ou un service ? Laissez-nous vos coordonnées, nous revenons vers vous rapidement.",
    quoteLink: "Besoin d'une offre chiffrée ? Demandez un devis",
  },
  /** The firm's details (components/contact/ContactDetails.tsx); the places' names as lib/site.ts writes them. */
  contactDetails: {
    phone: 'Téléphone',
    email: 'E-mail',
    address: 'Adresse',
    hours: 'Horaires',
    days: { 'Lundi - Vendredi': 'Lundi - Vendredi', Samedi: 'Samedi' },
    places: { 'Ouaga 2000': 'Ouaga 2000', Ouagadougou: 'Ouagadougou', 'Burkina Faso': 'Burkina Faso' },
  },
  officeMap: {
    title: (name: string, place: string) => `Carte : ${name}, ${place}`,
    preview: (name: string, place: string) => `Plan simplifié : ${name} à ${place}`,
    open: 'Ouvrir dans OpenStreetMap',
    newTab: '(nouvel onglet)',
    note: 'La carte est chargée depuis OpenStreetMap.',
    show: 'Afficher la carte interactive',
  },
  /** A job page's « Postuler à cette offre » (components/jobs/ApplyAccordion.tsx). */
  apply: {
    heading: 'Postuler à cette offre',
    withHelp: 'Option 1 : postuler avec accompagnement',
    withHelpText:
      "Nos conseillers créent avec vous un CV professionnel et une lettre de motivation adaptés à cette offre, puis transmettent votre candidature et vous préparent à l'entretien.",
    withHelpLink: 'Continuer vers la création de CV pro',
    alone: 'Option 2 : postuler sans accompagnement',
    aloneText:
      'Vous avez déjà un CV à jour ? Joignez-le à ce formulaire : nous étudions votre candidature et la transmettons au recruteur si votre profil correspond.',
    formLabel: (title: string) => `Postuler : ${title}`,
    submit: 'Postuler directement avec mon CV',
    messageHint: 'Vos disponibilités, ce qui vous attire dans ce poste…',
    troubleStart: 'Un souci avec le formulaire ?',
    troubleLink: 'Déposez votre CV sur notre page de candidature spontanée',
    /** After the link, with French typography's space before the colon. */
    troubleEnd: ' : elle mentionnera cette offre.',
  },
  spontaneousPage: {
    title: 'Candidature spontanée',
    description:
      "Déposez votre CV auprès d'ADIVE, même sans offre ouverte : il rejoint notre vivier de candidats et nous vous recontactons dès qu'un poste vous correspond.",
    jobs: 'Emplois',
    eyebrow: 'Recrutement',
    headingStart: 'Déposez votre CV, ',
    headingHighlight: 'même sans offre ouverte',
    intro:
      "Votre profil ne correspond à aucune de nos offres du moment ? Envoyez-nous votre candidature : elle rejoint notre vivier de candidats, et nous vous recontactons dès qu'un poste correspond à vos compétences.",
    steps: [
      { title: 'Vous déposez votre CV', text: 'En PDF, DOC ou DOCX, avec quelques mots sur le poste ou le domaine que vous visez.' },
      { title: 'Notre équipe l’étudie', text: 'Un chargé de recrutement lit chaque candidature et la rapproche des besoins de nos entreprises partenaires.' },
      { title: 'Nous vous recontactons', text: 'Dès qu’un poste correspond à votre profil, nous vous appelons pour en parler.' },
    ],
    seeJobs: "Voir nos offres d'emploi",
    proCv: 'Faire rédiger un CV pro',
    formHeading: 'Votre candidature',
    fromJob: (title: string) => `Vous venez de l'offre « ${title} » : votre candidature la mentionnera.`,
    submit: 'Envoyer ma candidature',
    messageHint: 'Le poste ou le domaine que vous visez, vos disponibilités…',
  },
  /** The newsletter's unsubscribe page (app/[edition]/desinscription). */
  unsubscribe: {
    title: 'Désinscription de la newsletter',
    description: (name: string) => `Retirer votre adresse de la lettre d’information d’${name}.`,
    heading: 'Désinscription',
    letter: (name: string) => `La lettre d’information d’${name}`,
    removed: 'Votre adresse a bien été retirée de notre liste : vous ne recevrez plus la lettre d’ADIVE.',
    absent: 'Cette adresse n’est plus inscrite : vous ne recevrez plus la lettre d’ADIVE.',
    invalid: (email: string) =>
      `Ce lien de désinscription n’est pas valide : il a peut-être été coupé ou modifié. Ouvrez le lien complet de l’e-mail, ou écrivez-nous à ${email} : nous retirerons votre adresse.`,
    error: 'Votre demande n’a pas pu aboutir pour le moment : réessayez dans un instant.',
    intro: 'Vous ne souhaitez plus recevoir notre lettre ? Un clic, et votre adresse est effacée de notre liste.',
    button: 'Me désinscrire',
    dataStart: 'Ce que nous faisons de vos données :',
    privacy: 'politique de confidentialité',
  },
  /** The online sales space (app/[edition]/adive-biblio, components/books/BookCard.tsx). */
  shopPage: {
    shareAlt: "La librairie en ligne d'ADIVE",
    title: 'Espace vente en ligne',
    description: "Livres de gestion, de marketing et d'entrepreneuriat en Afrique, en vente en ligne chez ADIVE, prix en francs CFA.",
    heading: (name: string) => `${name} espace vente en ligne`,
    trail: 'Espace vente en ligne',
    booksHeading: 'Des livres pour entreprendre et vendre en Afrique',
    booksText: "Gestion, marketing, vente et entrepreneuriat : une sélection d'ouvrages pratiques, prix en CFA.",
    delivery: 'Livraison à Ouagadougou et partout au Burkina Faso',
    empty: "Aucun livre n'est en vente pour le moment.",
    cover: (title: string) => `Couverture : ${title}`,
    author: 'Auteur :',
    priceOnRequest: 'Prix sur demande',
    price: 'Prix :',
    detail: (title: string) => `Voir le détail du livre ${title}`,
    more: 'Voir Plus',
  },
};
