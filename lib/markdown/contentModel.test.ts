import { htmlToSafeHtml } from './toHtml';

// Through the whole pipeline (sanitizeTree), where the misplaced markup comes from: the CMS's HTML, what the
// sanitiser and the URL policy removed, SVG and MathML elements read as HTML ones.
const clean = htmlToSafeHtml;

describe('pictures', () => {
  it('replaces a picture whose address was refused by its text, as a browser shows a picture it cannot load', () => {
    expect(clean('<p>Accès : <img src="javascript:alert(1)" alt="plan du quartier">.</p>')).toBe('<p>Accès : plan du quartier.</p>');
    expect(clean('<p>a<img src="data:image/svg+xml,<svg onload=alert(1)>">b</p>')).toBe('<p>ab</p>');
    expect(clean('<img alt="sans adresse">')).toBe('sans adresse');
  });

  it('keeps a picture with an address as it is', () => {
    expect(clean('<p><img src="/uploads/a.png" alt="Atelier"></p>')).toBe('<p><img src="/uploads/a.png" alt="Atelier"></p>');
  });

  it('keeps a source only in a picture, before its img, one at most', () => {
    expect(clean('<video><source src="/film.mp4"></video><source srcset="/a.webp">')).toBe('');
    expect(clean('<picture><source srcset="/a.webp"><source srcset="/b.webp"><img src="/a.png"></picture>')).toBe(
      '<picture><source srcset="/a.webp"><img src="/a.png" alt=""></picture>',
    );
    expect(clean('<picture><img src="/a.png"><source srcset="/a.webp">légende</picture>')).toBe('<picture><img src="/a.png" alt=""></picture>légende');
  });

  it('replaces a picture left without an img with an address by its text', () => {
    expect(clean('<picture><source srcset="/a.webp"><img src="javascript:alert(1)" alt="logo"></picture>')).toBe('logo');
  });
});

describe('details', () => {
  it('gives a details without a summary « Détails » first, its text after', () => {
    expect(clean('<details open ontoggle="alert(1)">détails</details>')).toBe('<details open><summary>Détails</summary>détails</details>');
  });

  it('moves its summary first, and makes any other one a block of its content', () => {
    expect(clean('<details>avant <summary>Question</summary><summary>Autre</summary>réponse</details>')).toBe(
      '<details><summary>Question</summary>avant <div>Autre</div>réponse</details>',
    );
  });

  it('makes a summary outside a details a block, and a details inside a link too', () => {
    expect(clean('<summary>seule</summary>')).toBe('<div>seule</div>');
    expect(clean('<a href="/x"><details><summary>titre</summary>texte</details></a>')).toBe('<a href="/x"><div><div>titre</div>texte</div></a>');
  });
});

describe('lists', () => {
  it('keeps a number only on the items of an ordered list', () => {
    expect(clean('<ol start="3"><li value="5">x</li></ol><ul><li value="2">y</li></ul>')).toBe('<ol start="3"><li value="5">x</li></ol><ul><li>y</li></ul>');
  });

  it('makes a list item outside a list, a term or a description outside a definition list, a block', () => {
    expect(clean('<li>un</li><li>deux</li>')).toBe('<div>un</div><div>deux</div>');
    expect(clean('<dd>description</dd>')).toBe('<div>description</div>');
  });

  it('puts what a list holds besides its items in items', () => {
    expect(clean('<ul><p>intro</p><li>un</li>\n<li>deux</li>fin</ul>')).toBe('<ul><li><p>intro</p></li><li>un</li>\n<li>deux</li><li>fin</li></ul>');
  });

  it('replaces a definition list that is not terms each followed by descriptions by its content', () => {
    expect(clean('<dl><dt>terme</dt></dl>')).toBe('<div>terme</div>');
    expect(clean('<dl><p>x</p><dt>t</dt><dd>d</dd></dl>')).toBe('<p>x</p><div>t</div><div>d</div>');
    expect(clean('<dl><dt>t</dt><dd>d</dd></dl>')).toBe('<dl><dt>t</dt><dd>d</dd></dl>');
  });

  it('keeps headings out of a term', () => {
    expect(clean('<dl><dt><h2>terme</h2></dt><dd>d</dd></dl>')).toBe('<dl><dt><div>terme</div></dt><dd>d</dd></dl>');
  });
});

describe('ruby', () => {
  it('keeps an annotation only in a ruby, and a ruby only with one', () => {
    expect(clean('<ruby>漢<rt>kan</rt></ruby>')).toBe('<ruby>漢<rt>kan</rt></ruby>');
    expect(clean('<ruby>sans annotation</ruby>')).toBe('sans annotation');
    expect(clean('<rt>seule</rt>')).toBe('<div>seule</div>');
  });
});

describe('blocks in phrasing content', () => {
  it('replaces a block inside an element of phrasing content by its content', () => {
    expect(clean('<span><div>bloc</div></span>')).toBe('<span>bloc</span>');
    expect(clean('<b><p>para</p></b>')).toBe('<b>para</b>');
    expect(clean('<code><pre>x</pre></code>')).toBe('<code>x</code>');
  });

  it('does so for blocks that SVG or MathML brought into a paragraph', () => {
    expect(clean('<p><svg><foreignObject><ul><li>x</li></ul></foreignObject></svg></p>')).toBe('<p>x</p>');
    expect(clean('<p><math><mtext><div>bloc</div></mtext></math></p>')).toBe('<p>bloc</p>');
  });

  it('lets a link hold blocks where blocks are allowed', () => {
    expect(clean('<a href="/x"><div>bloc</div></a>')).toBe('<a href="/x"><div>bloc</div></a>');
  });
});

describe('links', () => {
  it('keeps links and fields out of a link', () => {
    expect(clean('<a href="/x">lien <svg><a>intérieur</a></svg></a>')).toBe('<a href="/x">lien intérieur</a>');
    expect(clean('<a href="/x">case <input></a>')).toBe('<a href="/x">case </a>');
  });
});

describe('tables', () => {
  it('puts what a table cannot hold before it, as a browser does', () => {
    expect(clean('<table><caption>Tarifs</caption><tr><td>x</td></tr></table>')).toBe('Tarifs<table><tbody><tr><td>x</td></tr></tbody></table>');
  });

  it('removes rows without a cell, and cells, headings out of a header cell', () => {
    expect(clean('<table><tr></tr><tr><th><h2>t</h2></th></tr></table>')).toBe('<table><tbody><tr><th><div>t</div></th></tr></tbody></table>');
    expect(clean('<table><tr><td>x<svg><td>y</td></svg></td></tr></table>')).toBe('<table><tbody><tr><td>x<div>y</div></td></tr></tbody></table>');
  });
});

it('replaces the obsolete strike and tt by the elements of the same look', () => {
  expect(clean('<p><strike>barré</strike> et <tt>machine</tt></p>')).toBe('<p><s>barré</s> et <code>machine</code></p>');
});

it('keeps an id given twice on the first element only', () => {
  expect(clean('<h2 id="a">x</h2><h2 id="a">y</h2>')).toBe('<h2 id="user-content-a">x</h2><h2>y</h2>');
});
