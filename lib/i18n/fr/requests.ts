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
};
