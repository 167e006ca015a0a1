import { ChartBubble, Clock, Mail, Rocket, User } from '@strapi/icons';
import { CvPanel } from './cv-panel';

/**
 * The team's view on the admin's home page (Strapi's widget API): what came in, what waits, what was never
 * e-mailed, everything held for one e-mail address (a visitor's rights), and how fast the site is for its visitors. The figures come from GET /adive/tableau
 * (src/requests/dashboard.js), a person's data from /adive/personne (src/requests/person.js), each within the
 * editor's rights. The admin opens in French (each editor may choose English in their profile).
 *
 * The widgets, in their order on the home page: each its icon, French title and component.
 */
const WIDGETS = [
  { id: 'adive-demandes-recues', icon: ChartBubble, title: 'Demandes des 30 derniers jours', module: () => import('./widgets/Requests'), component: 'ReceivedWidget' },
  { id: 'adive-demandes-en-attente', icon: Clock, title: 'En attente depuis plus de 48 h', module: () => import('./widgets/Requests'), component: 'WaitingWidget' },
  { id: 'adive-donnees-personne', icon: User, title: 'Données d’une personne', module: () => import('./widgets/Person'), component: 'PersonWidget' },
  { id: 'adive-emails-non-delivres', icon: Mail, title: 'E-mails non délivrés', module: () => import('./widgets/Requests'), component: 'UndeliveredWidget' },
  { id: 'adive-mesures-vitesse', icon: Rocket, title: 'Vitesse du site pour les visiteurs (28 jours)', module: () => import('./widgets/Measures'), component: 'FieldMeasuresWidget' },
];

const customisation = {
  config: {
    // French first; English is Strapi's own and always offered.
    locales: ['fr'],
  },
  register(app) {
    // French for every editor who has not chosen otherwise (English stays in their profile's languages); their
    // profile's choice, once made, wins at each login.
    if (!window.localStorage.getItem('strapi-admin-language')) window.localStorage.setItem('strapi-admin-language', 'fr');
    app.widgets.register(
      WIDGETS.map(({ id, icon, title, module, component }) => ({
        id,
        icon,
        title: { id: `adive.widgets.${id}`, defaultMessage: title },
        component: async () => (await module())[component],
      })),
    );
  },
  bootstrap(app) {
    // An application's CV, opened from its entry (it is no file of the Media Library).
    app.getPlugin('content-manager').apis.addEditViewSidePanel([CvPanel]);
  },
};

export default customisation;
