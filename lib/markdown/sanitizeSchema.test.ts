import { htmlToSafeHtml } from './toHtml';

// The attributes of CMS markup, through the whole pipeline: GitHub's schema allowed some 60 on every element, the
// W3C checker refuses most of them on most elements, and wants values of the right form.
const clean = htmlToSafeHtml;

describe('attributes', () => {
  it('drops an attribute HTML does not allow on its element', () => {
    expect(clean('<p value="2" width="3" color="red" label="x" multiple start="1" open checked>texte</p>')).toBe('<p>texte</p>');
    expect(clean('<div height="3" span="2" prompt="x">bloc</div>')).toBe('<div>bloc</div>');
    expect(clean('<input type="text" readonly maxlength="3" checked>')).toBe('<input checked disabled type="checkbox">');
  });

  it('drops an attribute whose value is not of the form HTML requires', () => {
    expect(clean('<p dir="sideways" lang="??" id="deux mots">texte</p>')).toBe('<p>texte</p>');
    expect(clean('<ol start="x"><li value="y">z</li></ol>')).toBe('<ol><li>z</li></ol>');
    expect(clean('<img src="/a.png" width="10px" height="abc">')).toBe('<img src="/a.png" alt="">');
    expect(clean('<table><tr><td colspan="0" rowspan="-1">x</td><th scope="bad">y</th></tr></table>')).toBe(
      '<table><tbody><tr><td>x</td><th>y</th></tr></tbody></table>',
    );
    expect(clean('<del datetime="hier">d</del><blockquote cite="https://a.example/x y">b</blockquote>')).toBe('<del>d</del><blockquote>b</blockquote>');
  });

  it('keeps those of the right form where HTML allows them', () => {
    expect(clean('<p dir="rtl" lang="en" id="intro" title="t">texte</p>')).toBe('<p dir="rtl" lang="en" id="user-content-intro" title="t">texte</p>');
    expect(clean('<img src="/a.png" alt="Atelier" width="640" height="360">')).toBe('<img src="/a.png" alt="Atelier" width="640" height="360">');
    expect(clean('<del datetime="2024-05-01">d</del> <ins datetime="2024-05-01T10:00Z" cite="https://a.example/">i</ins>')).toBe(
      '<del datetime="2024-05-01">d</del> <ins datetime="2024-05-01T10:00Z" cite="https://a.example/">i</ins>',
    );
    expect(clean('<table><tr><th scope="col" colspan="2">x</th></tr></table>')).toBe('<table><tbody><tr><th scope="col" colspan="2">x</th></tr></tbody></table>');
  });

  it('keeps the presentational attributes of older markup where the checker still reads them (the same look)', () => {
    const table = '<table border="1" cellpadding="4" align="center"><tbody><tr valign="top"><td width="50%" nowrap>x</td></tr></tbody></table>';
    expect(clean(table)).toBe(table);
    expect(clean('<p align="center">centré</p><hr noshade size="1"><br clear="all">')).toBe('<p align="center">centré</p><hr noshade size="1"><br clear="all">');
  });

  it('drops what the text cannot set or refer to: microdata, keyboard, ids of others, maps, a name but on a checkbox', () => {
    expect(clean('<div itemscope itemtype="https://schema.org/Thing"><span itemprop="name">x</span></div>')).toBe('<div><span>x</span></div>');
    expect(clean('<p tabindex="1" accesskey="a" aria-describedby="" aria-labelledby="note">x</p>')).toBe('<p>x</p>');
    expect(clean('<a href="/x" aria-describedby=""><img src="/a.png" usemap="#carte" ismap></a>')).toBe('<a href="/x"><img src="/a.png" alt=""></a>');
    expect(clean('<a name="ancre">x</a><input type="checkbox" name="choix">')).toBe('<a>x</a><input type="checkbox" name="user-content-choix" disabled>');
  });
});
