// The screens every edition has whatever the page: the not-found page (spec: its heading, exact).
import { serverMessages } from '@/lib/messages';

export const screens = {
  notFound: {
    title: 'Page introuvable',
    heading: serverMessages.notFound,
    text: "La page que vous cherchez a peut-être été déplacée ou n'existe plus.",
    backHome: "Retour à l'accueil",
  },
  /** A CMS item not yet written in the page's edition, shown in French (never on a French page). */
  untranslated: {
    notice: 'Ce contenu n’est pas encore traduit : il est affiché dans sa version française.',
    mark: 'En français',
  },
};
