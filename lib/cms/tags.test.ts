import { ALL_CONTENT_TAGS, tagsForModel } from './tags';

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
