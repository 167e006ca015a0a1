'use strict';

/**
 * A request kept offline on a visitor's device is sent again until the site has an answer, so the same request may
 * reach the CMS twice, even twice at once (the first answer lost on a dropping connection, two tabs). The site sends
 * each with a delivery key (`cle_envoi`, random per request), and the database holds each key once (a unique index on
 * each request table, the schemas' `indexes`): a second create with a key already stored gives back the stored record
 * instead of a copy, and so no second e-mail either (the first step of requests/pipeline.js, around the others). The
 * read before the insert only saves the common case an error; the index decides when two inserts race.
 */

const { KINDS } = require('../requests/kinds');

/** The kinds delivered with a key (requests/kinds.js). */
const SINGLE_DELIVERY = KINDS.filter((kind) => kind.deliveryKey).map((kind) => kind.uid);

/** A unique index's refusal, as SQLite (better-sqlite3) and PostgreSQL (pg) report it. */
const isUniqueViolation = (error) => error?.code === '23505' || error?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(error?.message ?? '');

/** Adds the check's document middleware (requests/pipeline.js, in register()). */
function storeOncePerKey(strapi) {
  strapi.documents.use(async (context, next) => {
    const key = context.action === 'create' && SINGLE_DELIVERY.includes(context.uid) ? context.params?.data?.cle_envoi : null;
    if (typeof key !== 'string' || key === '') return next();
    const stored = () => strapi.documents(context.uid).findFirst({ filters: { cle_envoi: key } });
    const earlier = await stored();
    if (earlier) return earlier;
    try {
      return await next();
    } catch (error) {
      // Another delivery of the same request was stored between the read and this insert: that one is the answer.
      const winner = isUniqueViolation(error) ? await stored() : null;
      if (winner) return winner;
      throw error;
    }
  });
}

module.exports = { storeOncePerKey, isUniqueViolation, SINGLE_DELIVERY };
