// The FAQ page's texts in French (its questions and answers are the CMS's).
export const faq = {
  title: 'Foire aux questions',
  description: 'Réponses aux questions fréquentes sur les services, les formations, le recrutement et les paiements chez ADIVE.',
  trail: 'FAQ',
  questions: 'Questions fréquentes',
  empty: 'Aucune question pour le moment.',
  askTitle: 'Vous ne trouvez pas votre réponse ?',
  askText: 'Notre équipe vous répond du lundi au samedi.',
  contactUs: 'Nous contacter',
  shareAlt: "La foire aux questions d'ADIVE",
  shareKind: 'FAQ',
  shareTitle: 'Vos questions sur nos services, formations, recrutements et paiements',
};
