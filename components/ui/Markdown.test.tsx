import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './Markdown';
import { SafeHtml } from './SafeHtml';

const md = (source: string) => renderToStaticMarkup(<Markdown source={source} />);
const html = (source: string) => renderToStaticMarkup(<SafeHtml html={source} />);

/** Nothing in `out` can run script. */
function expectInert(out: string) {
  expect(out).not.toMatch(/<script/i);
  // Inside a tag: escaped text such as '&lt;img onerror=…&gt;' is harmless.
  expect(out).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(out).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
  expect(out).not.toMatch(/<(iframe|object|embed|style|form)/i);
}

describe('Markdown', () => {
  it('renders headings, lists, emphasis and safe links', () => {
    const out = md('## Missions\n\n- **un** point\n\n[Écrire](mailto:contact@adive.net) ou [appeler](tel:+22669090937)');
    expect(out).toContain('<h2>Missions</h2>');
    expect(out).toContain('<li><strong>un</strong> point</li>');
    expect(out).toContain('href="mailto:contact@adive.net"');
    expect(out).toContain('href="tel:+22669090937"');
  });

  it('opens external web links in a new tab without opener', () => {
    const out = md('[site](https://www.adive.net)');
    expect(out).toContain('href="https://www.adive.net"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('target="_blank"');
    expect(md('[jobs](/nos-offres-emplois)')).not.toContain('target=');
  });

  it.each([
    '[clic](javascript:alert(1))',
    '[clic](JAVASCRIPT:alert(1))',
    '[clic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[clic](vbscript:msgbox(1))',
    '<javascript:alert(1)>',
    '[ref][x]\n\n[x]: javascript:alert(1)',
  ])('turns %j into text without a link', (source) => {
    const out = md(source);
    expectInert(out);
    expect(out).not.toContain('href=');
  });

  it('drops raw HTML, scripts and event handlers', () => {
    const out = md('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<a href="javascript:alert(1)">x</a>\n\nTexte **sûr**');
    expectInert(out);
    expect(out).not.toContain('alert(1)</script>');
    expect(out).toContain('<strong>sûr</strong>');
  });

  it('keeps images from http(s) only', () => {
    expect(md('![logo](https://cms.example.com/a.png)')).toContain('src="https://cms.example.com/a.png"');
    const out = md('![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)');
    expectInert(out);
    expect(out).not.toContain('src="data:');
  });

  it('shows the text of a picture whose address was refused, not an img without one (src is required)', () => {
    expect(md('Accès : ![plan du quartier](javascript:alert(1))')).toBe('<div class="prose-cms"><p>Accès : plan du quartier</p></div>');
  });

  it('reserves a box for a picture, so the text below does not move when it loads', () => {
    const out = md('![Atelier](https://cms.example.com/a.png)');
    expect(out).toMatch(/<img [^>]*class="aspect-video w-full[^"]*object-contain"/);
    expect(out).toContain('alt="Atelier"');
    expect(out).toContain('loading="lazy"');
  });
});

describe('SafeHtml', () => {
  it('keeps ordinary markup of the CMS', () => {
    const out = html('<p>Nos <strong>formations</strong> :</p><ul><li>un</li><li>deux</li></ul><a href="mailto:contact@adive.net">écrire</a>');
    expect(out).toContain('<p>Nos <strong>formations</strong> :</p>');
    expect(out).toContain('<ul><li>un</li><li>deux</li></ul>');
    expect(out).toContain('href="mailto:contact@adive.net"');
  });

  it('keeps tel: links', () => {
    expect(html('<a href="tel:+22669090937">appeler</a>')).toContain('href="tel:+22669090937"');
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<p onclick="alert(1)" onmouseover="alert(2)">texte</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="  JaVaScRiPt:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><script>alert(1)</script></svg>',
    '<style>body{display:none}</style><p style="position:fixed">x</p>',
    '<form action="https://evil.example"><input name="q"></form>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<object data="javascript:alert(1)"></object>',
  ])('neutralises %s', (payload) => {
    const out = html(`<p>avant</p>${payload}<p>après</p>`);
    expectInert(out);
    expect(out).not.toMatch(/<[^>]*\sstyle=/i);
    expect(out).toContain('<p>avant</p>');
  });

  it('renders nothing for empty HTML', () => {
    expect(html('   ')).toBe('');
  });

  it('gives a picture the CMS left without a text an empty one (decorative), and keeps a given one', () => {
    expect(html('<p><img src="/uploads/a.png"></p>')).toMatch(/<img src="\/uploads\/a.png" alt=""\/>/);
    expect(html('<img src="/uploads/a.png" alt="Notre équipe">')).toContain('alt="Notre équipe"');
  });
});
