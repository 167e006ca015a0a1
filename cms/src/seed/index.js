'use strict';

/**
 * Seeds ./data.js, all published, when the database has no blog post (unless CMS_SEED=false). Related documents are
 * looked up by name or slug first, so a seed cut short is completed, not duplicated, at the next start. Images go
 * through the upload plugin so that it makes the responsive formats.
 *
 * Each item is created in French (the default locale), then given its English and Arabic versions (data.translations)
 * as locale versions of the same document: `documents(uid).update({ documentId, locale, data, status: 'published' })`.
 * Non-localized fields (images, prices, dates, booleans) are copied from the French version by Strapi; relations are
 * given by documentId and Strapi links each locale version to the same locale's version of a localized target (the
 * targets are translated first), or to the one entry of a non-localized one (compagnie).
 */

const fs = require('fs');
const os = require('os');
const path = require('path');

const data = require('./data');
const { bannerSvg, coverSvg, logoSvg, svgToPng } = require('./images');

const UID = {
  blog: 'api::blog.blog',
  tag: 'api::tag.tag',
  category: 'api::category.category',
  formation: 'api::formation.formation',
  typesformation: 'api::typesformation.typesformation',
  formateur: 'api::formateur.formateur',
  modesformation: 'api::modesformation.modesformation',
  modespayment: 'api::modespayment.modespayment',
  job: 'api::job.job',
  compagnie: 'api::compagnie.compagnie',
  jobdomain: 'api::jobdomain.jobdomain',
  jobtype: 'api::jobtype.jobtype',
  experienceLevel: 'api::experience-level.experience-level',
  biblio: 'api::biblio.biblio',
  faq: 'api::faq.faq',
};

function createSeeder(strapi) {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-seed-'));
  let uploads = 0;

  /**
   * Rasterise an SVG and store it through the upload plugin; returns the file id.
   * @param {string} svg
   * @param {{ name: string, alt: string, caption?: string }} file
   */
  async function uploadSvg(svg, { name, alt, caption }) {
    const buffer = await svgToPng(svg);
    const filepath = path.join(tmpDir, `${name}.png`);
    await fs.promises.writeFile(filepath, buffer);
    try {
      const [file] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: `${name}.png`, alternativeText: alt, caption: caption || alt } },
          files: { filepath, originalFilename: `${name}.png`, mimetype: 'image/png', size: buffer.length },
        });
      uploads += 1;
      return file.id;
    } finally {
      await fs.promises.rm(filepath, { force: true });
    }
  }

  /** Published document matching `where`, or a new published one. */
  async function findOrCreate(uid, where, build) {
    const found = await strapi.documents(uid).findFirst({ filters: where, status: 'published' });
    if (found) return found;
    const documentData = await build();
    return strapi.documents(uid).create({ data: documentData, status: 'published' });
  }

  /**
   * Creates `{nom}` documents and returns a map nom -> documentId.
   * @param {(item: any) => object | Promise<object>} [extra]
   * @param {string | null} [kind] the list in each of data.translations (by French name) giving the other locales
   */
  async function named(uid, items, extra = () => ({}), kind = null) {
    const ids = new Map();
    for (const item of items) {
      const doc = await findOrCreate(uid, { nom: item.nom }, async () => ({
        ...item,
        ...(await extra(item)),
      }));
      if (kind) {
        await translate(
          uid,
          doc.documentId,
          data.translations.map((t) => ({ locale: t.locale, data: t[kind][item.nom] }))
        );
      }
      ids.set(item.nom, doc.documentId);
    }
    return ids;
  }

  /**
   * The published locale versions of a document, from `versions` ({ locale, data } or no data: left untranslated),
   * each created only when that locale has none yet.
   */
  async function translate(uid, documentId, versions) {
    // One query for the locales this document is already published in (a seed cut short is completed, not doubled).
    const existing = await strapi.db.query(uid).findMany({
      where: { documentId, publishedAt: { $notNull: true } },
      select: ['locale'],
    });
    const published = new Set(existing.map((row) => row.locale));
    for (const { locale, data: localeData } of versions) {
      if (!localeData || published.has(locale)) continue;
      await strapi.documents(uid).update({ documentId, locale, data: localeData, status: 'published' });
    }
  }

  /** Sets publishedAt (and created/updated dates) of every version (each locale, draft and published) of a document. */
  async function backdate(uid, documentId, iso) {
    const date = new Date(iso);
    const query = strapi.db.query(uid);
    await query.updateMany({
      where: { documentId, publishedAt: { $notNull: true } },
      data: { publishedAt: date, createdAt: date, updatedAt: date },
    });
    await query.updateMany({
      where: { documentId, publishedAt: { $null: true } },
      data: { createdAt: date, updatedAt: date },
    });
  }

  async function cleanup() {
    await fs.promises.rm(tmpDir, { recursive: true, force: true });
  }

  return {
    uploadSvg,
    findOrCreate,
    named,
    translate,
    backdate,
    cleanup,
    get uploads() {
      return uploads;
    },
  };
}

/** Each locale's version of one French item: `pick(translation)` gives its fields, or nothing (left in French). */
const versionsOf = (pick) => data.translations.map((t) => ({ locale: t.locale, data: pick(t) }));

async function seed(strapi) {
  const s = createSeeder(strapi);
  try {
    /* blog taxonomies */
    const categoryIds = new Map();
    for (const category of data.categories) {
      const doc = await s.findOrCreate(UID.category, { slug: category.slug }, () => category);
      await s.translate(UID.category, doc.documentId, versionsOf((t) => t.categories[category.slug]));
      categoryIds.set(category.nom, doc.documentId);
    }
    const tagIds = new Map();
    for (const tag of data.tags) {
      const doc = await s.findOrCreate(UID.tag, { slug: tag.slug }, () => tag);
      await s.translate(UID.tag, doc.documentId, versionsOf((t) => t.tags[tag.slug]));
      tagIds.set(tag.nom, doc.documentId);
    }

    /* training references */
    const typeIds = await s.named(UID.typesformation, data.typesformations, undefined, 'typesformations');
    const modeIds = await s.named(UID.modesformation, data.modesformations, undefined, 'modesformations');
    const paymentIds = await s.named(
      UID.modespayment,
      data.modespayments.map(({ nom }) => ({ nom })),
      async ({ nom }) => {
        const { logo } = data.modespayments.find((m) => m.nom === nom);
        return {
          Image: await s.uploadSvg(logoSvg(logo), {
            name: `logo-${data.slugify(nom)}`,
            alt: `Logo ${nom}`,
          }),
        };
      },
      'modespayments'
    );
    const formateurIds = new Map();
    for (const { key, ...formateur } of data.formateurs) {
      const doc = await s.findOrCreate(
        UID.formateur,
        { Nom: formateur.Nom, Prenoms: formateur.Prenoms },
        () => formateur
      );
      await s.translate(UID.formateur, doc.documentId, versionsOf((t) => t.formateurs[key]));
      formateurIds.set(key, doc.documentId);
    }

    /* job references */
    // Companies are proper names: not localized, one entry shared by every locale's offers.
    const compagnieIds = await s.named(UID.compagnie, data.compagnies);
    const domainIds = await s.named(UID.jobdomain, data.jobdomains, undefined, 'jobdomains');
    const jobtypeIds = await s.named(UID.jobtype, data.jobtypes, undefined, 'jobtypes');
    const levelIds = await s.named(UID.experienceLevel, data.experienceLevels, undefined, 'experienceLevels');

    /* trainings */
    for (const f of data.formations) {
      const relations = {
        typesformation: f.typesformation ? typeIds.get(f.typesformation) : null,
        formateur: f.formateur ? formateurIds.get(f.formateur) : null,
        modesformation: f.modesformation ? modeIds.get(f.modesformation) : null,
        modespayment: f.modespayment.map((nom) => paymentIds.get(nom)),
      };
      const doc = await s.findOrCreate(UID.formation, { slug: f.slug }, async () => {
        const images = [];
        for (let i = 0; i < f.images; i += 1) {
          images.push(
            await s.uploadSvg(
              bannerSvg({
                title: f.Theme,
                label: i === 0 ? 'Formation' : f.lieu,
                palette: f.palette,
                variant: i,
              }),
              {
                name: `formation-${f.slug}-${i + 1}`,
                alt: i === 0 ? `Formation : ${f.Theme}` : `Formation : ${f.Theme} (${f.lieu})`,
              }
            )
          );
        }
        return {
          Theme: f.Theme,
          slug: f.slug,
          image: images,
          description: f.description,
          objectifs: f.objectifs,
          cible: f.cible,
          Competences: f.Competences,
          nombre_heures: f.nombre_heures,
          lieu: f.lieu,
          langue: f.langue,
          prix_formation: f.prix_formation,
          date_formation: f.date_formation,
          avec_certificat: f.avec_certificat,
          avec_test: f.avec_test,
          video: f.video || null,
          ...relations,
        };
      });
      await s.translate(UID.formation, doc.documentId, versionsOf((t) => ({ ...t.formations[f.slug], ...relations })));
    }

    /* jobs */
    for (const job of data.jobs) {
      const relations = {
        compagnie: job.compagnie ? compagnieIds.get(job.compagnie) : null,
        jobdomain: domainIds.get(job.jobdomain),
        jobtype: jobtypeIds.get(job.jobtype),
        experience_level: levelIds.get(job.experience_level),
      };
      const doc = await s.findOrCreate(UID.job, { slug: job.slug }, () => ({ ...job, ...relations }));
      // data.facts.untranslatedJobSlug has no translation: it stays French only.
      await s.translate(
        UID.job,
        doc.documentId,
        versionsOf((t) => t.jobs[job.slug] && { ...t.jobs[job.slug], ...relations })
      );
    }

    /* books */
    for (const book of data.biblios) {
      const doc = await s.findOrCreate(UID.biblio, { slug: book.slug }, async () => ({
        titre: book.titre,
        slug: book.slug,
        auteur: book.auteur,
        prix: book.prix,
        description: book.description,
        image: await s.uploadSvg(
          coverSvg({ title: book.titre, author: book.auteur, palette: book.palette }),
          {
            name: `livre-${book.slug}`,
            alt: `Couverture du livre « ${book.titre} » de ${book.auteur}`,
          }
        ),
      }));
      await s.translate(UID.biblio, doc.documentId, versionsOf((t) => t.biblios[book.slug]));
    }

    /* FAQ */
    for (const faq of data.faqs) {
      const doc = await s.findOrCreate(UID.faq, { question: faq.question }, () => faq);
      await s.translate(UID.faq, doc.documentId, versionsOf((t) => t.faqs[faq.question]));
    }

    /* blog posts, created oldest first, then backdated */
    for (const post of [...data.blogs].reverse()) {
      const relations = {
        categories: [categoryIds.get(post.category)],
        tags: post.tags.map((nom) => tagIds.get(nom)),
      };
      const doc = await s.findOrCreate(UID.blog, { slug: post.slug }, async () => ({
        titre: post.titre,
        slug: post.slug,
        contenu: post.contenu,
        image: await s.uploadSvg(
          bannerSvg({ title: post.titre, label: post.category, palette: post.palette }),
          {
            name: `article-${post.slug}`.slice(0, 90),
            alt: post.imageAlt,
          }
        ),
        ...relations,
      }));
      await s.translate(UID.blog, doc.documentId, versionsOf((t) => ({ ...t.blogs[post.slug], ...relations })));
      await s.backdate(UID.blog, doc.documentId, post.publishedAt);
    }

    return s.uploads;
  } finally {
    await s.cleanup();
  }
}

async function seedIfEmpty(strapi) {
  if (String(process.env.CMS_SEED || '').toLowerCase() === 'false') return false;
  const blogs = await strapi.db.query(UID.blog).count();
  if (blogs > 0) return false;

  const started = Date.now();
  strapi.log.info('[cms] empty database: seeding the demo content…');
  const uploads = await seed(strapi);
  strapi.log.info(`[cms] demo content seeded in ${Date.now() - started} ms (${uploads} images)`);
  return true;
}

module.exports = { seedIfEmpty, seed, UID };
