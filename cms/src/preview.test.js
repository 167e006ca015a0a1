'use strict';

const { pagePrefix } = require('./preview');

describe("the preview's page in each edition", () => {
  test.each([
    ['api::blog.blog', 'fr', '/actualite/'],
    ['api::blog.blog', 'en', '/en/articles/'],
    ['api::formation.formation', 'ar', '/ar/trainings/'],
    ['api::job.job', 'en', '/en/jobs/'],
    ['api::job.job', 'fr', '/jobs/'],
    ['api::job.job', 'de', '/jobs/'],
    ['api::faq.faq', 'en', null],
  ])('%s in %s: %s', (uid, locale, prefix) => {
    expect(pagePrefix(uid, locale)).toBe(prefix);
  });
});
