import { ChartBubble, Clock, Mail, User } from '@strapi/icons';

/**
 * The team's view on the admin's home page (Strapi's widget API): what came in, what waits, what was never
 * e-mailed, and everything held for one e-mail address (a visitor's rights). The figures come from GET /adive/tableau
 * (src/requests/dashboard.js), a person's data from /adive/personne (src/requests/person.js), each within the
 * editor's rights. French is offered as the admin's language (each editor picks it in their profile).
 */
const app = {
  config: {
    locales: ['fr'],
  },
  register(app) {
    app.widgets.register([
      {
        id: 'adive-demandes-recues',
        icon: ChartBubble,
        title: { id: 'adive.widgets.received', defaultMessage: 'Demandes des 30 derniers jours' },
        component: async () => (await import('./widgets/Requests')).ReceivedWidget,
      },
      {
        id: 'adive-demandes-en-attente',
        icon: Clock,
        title: { id: 'adive.widgets.waiting', defaultMessage: 'En attente depuis plus de 48 h' },
        component: async () => (await import('./widgets/Requests')).WaitingWidget,
      },
      {
        id: 'adive-donnees-personne',
        icon: User,
        title: { id: 'adive.widgets.person', defaultMessage: 'Données d’une personne' },
        component: async () => (await import('./widgets/Person')).PersonWidget,
      },
      {
        id: 'adive-emails-non-delivres',
        icon: Mail,
        title: { id: 'adive.widgets.undelivered', defaultMessage: 'E-mails non délivrés' },
        component: async () => (await import('./widgets/Requests')).UndeliveredWidget,
      },
    ]);
  },
  bootstrap() {},
};

export default app;
