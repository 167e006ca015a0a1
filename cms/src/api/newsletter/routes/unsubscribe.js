'use strict';

/** POST /api/newsletters/desinscription {jeton}: the site's token only (src/newsletter). */
module.exports = {
  routes: [{ method: 'POST', path: '/newsletters/desinscription', handler: 'newsletter.unsubscribe', config: { policies: [] } }],
};
