// The screens every edition has whatever the page: the not-found page (spec: its heading, exact).
import { serverMessages } from '@/lib/messages';

export const screens = {
  notFound: {
    title: 'Page introuvable',
    heading: serverMessages.notFound,
    text: "La page que vous cherchez a peut-être été déplacée ou n'existe plus.",
    backHome: "Retour à l'accueil",
  },
};
