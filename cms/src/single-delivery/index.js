'use strict';

/**
 * A request kept offline on a visitor's device is sent again until the site has an answer, so the same request may
 * reach the CMS twice (the first answer lost on a dropping connection). The site sends each with a delivery key
 * (`cle_envoi`, random per request); a second create with a key already stored gives back the stored record instead of
 * a copy, and so no second e-mail either (registered before the notifications, it runs around them).
 */

const SINGLE_DELIVERY = ['api::devi.devi', 'api::contact.contact', 'api::commande.commande'];

/** Registers the check (in register(): document middlewares must be added before the CMS starts). */
function storeOncePerKey(strapi) {
  strapi.documents.use(async (context, next) => {
    const key = context.action === 'create' && SINGLE_DELIVERY.includes(context.uid) ? context.params?.data?.cle_envoi : null;
    if (typeof key !== 'string' || key === '') return next();
    const stored = await strapi.documents(context.uid).findFirst({ filters: { cle_envoi: key } });
    return stored ?? next();
  });
}

module.exports = { storeOncePerKey, SINGLE_DELIVERY };
