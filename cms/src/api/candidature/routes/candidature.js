'use strict';

/**
 * No core routes: applications hold personal data. The site's server deposits one (its token has this action only),
 * editors read them in the admin, and a CV is fetched only by a signed link the CMS gives (private-files).
 */
module.exports = {
  routes: [
    { method: 'POST', path: '/candidatures/depot', handler: 'candidature.deposit', config: { policies: [] } },
    { method: 'GET', path: '/fichiers-prives/:application/:name', handler: 'candidature.privateFile', config: { auth: false } },
  ],
};
