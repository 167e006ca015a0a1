'use strict';

/**
 * The steps of a visitor's request in the CMS, in one list: each adds a document middleware, and Strapi runs them in
 * the order they were added, the first around the others. The order is load-bearing:
 * 1. stored once per delivery key (single-delivery/): a request sent twice answers with the stored record before
 *    anything is written, so nothing of it runs twice;
 * 2. the follow-up fields (follow-up.js): the status, the dates, and the fields the CMS keeps itself cleared of what
 *    the visitor sent (the e-mails' state among them);
 * 3. the e-mails (notifications/): the e-mails' state written last, so that step 2 does not clear it, and their first
 *    send tried once the record is stored.
 * Registered by cms/src/index.js in register(); pipeline.test.js fails when a step is missing or out of place.
 */

const { storeOncePerKey } = require('../single-delivery');
const { followUpRequests } = require('./follow-up');
const { subscribeNotifications } = require('../notifications');

const REQUEST_PIPELINE = [
  { step: 'stored once per key', register: storeOncePerKey },
  { step: 'follow-up fields', register: followUpRequests },
  { step: 'e-mails', register: subscribeNotifications },
];

/** Adds the steps' middlewares, in the list's order (in register(): before the CMS starts). */
function registerRequestPipeline(strapi, env = process.env, steps = REQUEST_PIPELINE) {
  for (const { register } of steps) register(strapi, env);
}

module.exports = { REQUEST_PIPELINE, registerRequestPipeline };
