'use strict';

/**
 * An application and its CV in one request (multipart: `data` as JSON, `cv` the file), so that no CV is kept without
 * its application. The site has checked every field and the CV's content already; the CMS checks again what it relies
 * on (the offer exists and is open, a CV of an accepted type and size) and answers 4xx with a reason otherwise. Without
 * an offer (`offre` empty) it is a spontaneous application: the same CV store, rights and retention, filed under
 * « Candidature spontanée » with no offer, naming the offer whose page it was sent from (`offre_visee`) if there is one.
 * `langue` is the site's edition it was sent from (requests/languages.js): its acknowledgement is written in it.
 */

const fs = require('node:fs');
const { factories } = require('@strapi/strapi');
const { removeCv, storeCv } = require('../../../private-files');
const { CV_LIMITS, spontaneousTitle } = require('../../../requests/kinds');
const { languageOf } = require('../../../requests/languages');
const { DEFAULT_LOCALE, LOCALES } = require('../../../bootstrap/locales');

const { maxBytes: CV_MAX_BYTES, types: CV_TYPES } = CV_LIMITS;
const text = (value, max) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * The published offer whose slug, in any of the site's editions, is `slug` (each locale has its own: an English page
 * sends the English one), as its French version: the title the firm files the application under, and the version
 * the application links to. Null when no edition has it.
 */
async function publishedJob(strapi, slug) {
  const jobs = strapi.documents('api::job.job');
  // French, the default, first (LOCALES is in that order).
  for (const { code } of LOCALES) {
    const found = await jobs.findFirst({ filters: { slug }, status: 'published', locale: code });
    if (!found) continue;
    if (code === DEFAULT_LOCALE) return found;
    return (await jobs.findOne({ documentId: found.documentId, locale: DEFAULT_LOCALE, status: 'published' })) ?? found;
  }
  return null;
}

function refuse(ctx, status, reason) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name: 'ApplicationRefused', message: reason, details: { reason } } };
}

module.exports = factories.createCoreController('api::candidature.candidature', ({ strapi }) => ({
  async deposit(ctx) {
    const upload = ctx.request.files?.cv;
    const cv = Array.isArray(upload) ? upload[0] : upload;
    let data;
    try {
      data = JSON.parse(ctx.request.body?.data ?? '');
    } catch {
      return refuse(ctx, 400, 'data');
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse(ctx, 400, 'data');
    if (!cv || !cv.size) return refuse(ctx, 400, 'cv-missing');
    if (cv.size > CV_MAX_BYTES) return refuse(ctx, 413, 'cv-too-large');
    const extension = CV_TYPES[cv.mimetype];
    if (!extension) return refuse(ctx, 415, 'cv-type');

    const published = (slug) => (slug ? publishedJob(strapi, slug) : null);
    const slug = text(data.offre, 200);
    const job = await published(slug);
    if (slug && !job) return refuse(ctx, 404, 'job-unknown');
    const today = new Date().toISOString().slice(0, 10);
    if (job?.date_expiration && String(job.date_expiration).slice(0, 10) < today) return refuse(ctx, 410, 'job-expired');
    // A spontaneous application names the offer it came from as it is, open or not (the firm knows which one).
    const seen = job ? null : await published(text(data.offre_visee, 200));

    const name = text(data.nom, 120);
    // Kept out of the Media Library (private-files/). The name editors see says whose CV it is; what the visitor
    // called the file is not kept.
    const cvName = `CV ${name.replace(/[^\p{L}\p{N} '-]/gu, '').slice(0, 80) || 'candidat'}${extension}`;
    const stored = await storeCv(fs.createReadStream(cv.filepath), { name: cvName, type: cv.mimetype, extension });
    try {
      const created = await strapi.documents('api::candidature.candidature').create({
        data: {
          nom: name,
          email: text(data.email, 320),
          indicatif: text(data.indicatif, 8),
          telephone: text(data.telephone, 15),
          message: text(data.message, 1000),
          intitule_offre: (job ? job.titre : spontaneousTitle(seen?.titre)).slice(0, 300),
          ...(job ? { offre: job.documentId } : {}),
          // The edition the candidate applied from (French when the site says none).
          langue: languageOf(data.langue),
          cv: stored,
        },
      });
      ctx.status = 201;
      ctx.body = { data: { id: created.id, documentId: created.documentId } };
    } catch (error) {
      await removeCv(stored);
      throw error;
    }
  },
}));
