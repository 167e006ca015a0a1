import { ALL_CONTENT_TAGS, tagsForModel, tagsForWebhook } from './tags';

describe('tagsForModel', () => {
  it.each([
    ['blog', ['blogs', 'categories']],
    ['tag', ['tags', 'blogs', 'categories']],
    ['category', ['categories', 'blogs']],
    ['formation', ['formations']],
    ['formateur', ['formations']],
    ['typesformation', ['formations']],
    ['modesformation', ['formations']],
    ['modespayment', ['modespayments', 'formations']],
    ['job', ['jobs']],
    ['compagnie', ['jobs']],
    ['jobdomain', ['jobs']],
    ['jobtype', ['jobs']],
    ['experience-level', ['jobs']],
    ['biblio', ['biblios']],
    ['faq', ['faqs']],
  ])('%s → %j', (model, tags) => {
    expect(tagsForModel(model)).toEqual(tags);
  });

  it('maps an uploaded file to every content tag', () => {
    expect(tagsForModel('file').sort()).toEqual(
      ['biblios', 'blogs', 'categories', 'faqs', 'formations', 'jobs', 'modespayments', 'tags'].sort(),
    );
    expect(ALL_CONTENT_TAGS).toHaveLength(8);
  });

  it('returns [] for models the site does not read', () => {
    for (const model of ['newsletter', 'devi', 'user', '', 'toString', '__proto__', 'constructor']) {
      expect(tagsForModel(model)).toEqual([]);
    }
  });

  it('returns a fresh array each time', () => {
    const tags = tagsForModel('file');
    tags.pop();
    expect(tagsForModel('file')).toHaveLength(8);
  });
});

describe('tagsForWebhook', () => {
  it('maps an entry event to the tags of its model', () => {
    expect(tagsForWebhook({ event: 'entry.publish', model: 'job', uid: 'api::job.job', entry: { id: 1 } })).toEqual(['jobs']);
  });

  it('refreshes every collection on a Media Library event', () => {
    expect(tagsForWebhook({ event: 'media.update', media: { id: 3 } }).sort()).toEqual([...ALL_CONTENT_TAGS].sort());
  });

  it.each([null, 'blog', 42, [], ['blog'], {}, { event: 'entry.create' }, { model: 42 }, { event: 7 }])(
    'refreshes nothing for %j',
    (payload) => {
      expect(tagsForWebhook(payload)).toEqual([]);
    },
  );
});
