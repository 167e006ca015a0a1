import { entityTag, matchesEntityTag } from './entityTag';

describe('entityTag', () => {
  it('is the same for the same bytes and differs for other bytes', () => {
    expect(entityTag('self.addEventListener()')).toBe(entityTag('self.addEventListener()'));
    expect(entityTag('self.addEventListener()')).not.toBe(entityTag('self.addEventListener();'));
    expect(entityTag('x')).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('matchesEntityTag', () => {
  const tag = entityTag('worker');
  it('matches the tag, its weak form (a compressing proxy) and a list holding it', () => {
    expect(matchesEntityTag(tag, tag)).toBe(true);
    expect(matchesEntityTag(`W/${tag}`, tag)).toBe(true);
    expect(matchesEntityTag(`"autre", W/${tag}`, tag)).toBe(true);
    expect(matchesEntityTag('*', tag)).toBe(true);
  });
  it('does not match no header or another tag', () => {
    expect(matchesEntityTag(null, tag)).toBe(false);
    expect(matchesEntityTag('', tag)).toBe(false);
    expect(matchesEntityTag(entityTag('older worker'), tag)).toBe(false);
  });
});
