'use strict';

/**
 * No core routes: applications hold personal data. The site's server deposits one (its token has this action only);
 * editors read them in the admin, and open a CV there with their own session (private-files/routes.js).
 */
module.exports = {
  routes: [
    { method: 'POST', path: '/candidatures/depot', handler: 'candidature.deposit', config: { policies: [] } },
  ],
};
