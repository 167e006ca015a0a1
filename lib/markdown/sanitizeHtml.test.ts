import { htmlToSafeHtml } from './toHtml';

// The pipeline of every CMS text (sanitizeTree), read through raw HTML, where the CMS's markup reaches it whole.
describe('sanitizeHtml', () => {
  it('keeps the picture addresses of a source from http(s) or the site only', () => {
    expect(htmlToSafeHtml('<picture><source srcset="/a.webp 1x, https://cdn.example.com/a.webp 2x"><img src="/a.png"></picture>')).toContain(
      '<source srcset="/a.webp 1x, https://cdn.example.com/a.webp 2x">',
    );
    for (const srcset of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '/a.webp 1x, javascript:alert(1) 2x', '/a.webp 1x,JAVASCRIPT:alert(1) 2x']) {
      expect(htmlToSafeHtml(`<picture><source srcset="${srcset}"><img src="/a.png"></picture>`)).not.toContain('srcset');
    }
  });
});
