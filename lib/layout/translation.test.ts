/** @jest-environment jsdom */
import { installDomGuard, languageCookies, readLanguage } from './translation';

describe('language cookie', () => {
  it('reads the chosen language, French by default or when unknown', () => {
    expect(readLanguage('')).toBe('fr');
    expect(readLanguage('a=1; selectedLang=en; b=2')).toBe('en');
    expect(readLanguage('selectedLang=ar')).toBe('ar');
    expect(readLanguage('selectedLang=de')).toBe('fr');
    expect(readLanguage('xselectedLang=en')).toBe('fr');
  });

  it('records a translation for the widget and removes it when going back to French', () => {
    expect(languageCookies('en', 'localhost')).toEqual([
      'selectedLang=en; path=/; max-age=31536000; samesite=lax',
      'googtrans=/fr/en; path=/; max-age=31536000',
    ]);
    expect(languageCookies('fr', 'www.adive.net')).toEqual([
      'selectedLang=fr; path=/; max-age=31536000; samesite=lax',
      'googtrans=; path=/; max-age=0',
      'googtrans=; path=/; max-age=0; domain=.adive.net',
    ]);
    expect(languageCookies('ar', '127.0.0.1')).toHaveLength(2);
  });
});

describe('DOM guard against the translation widget', () => {
  function translatedParagraph() {
    // What the widget does: the text node React created is moved into a <font> element.
    const paragraph = document.createElement('p');
    const text = document.createTextNode('Bonjour');
    paragraph.appendChild(text);
    const font = document.createElement('font');
    paragraph.replaceChild(font, text);
    font.appendChild(text);
    return { paragraph, text };
  }

  it('without the guard the browser throws, as React would meet it', () => {
    const { paragraph, text } = translatedParagraph();
    expect(() => paragraph.removeChild(text)).toThrow();
  });

  it('with the guard removing or inserting next to a moved node does not throw', () => {
    installDomGuard();
    const { paragraph, text } = translatedParagraph();
    expect(() => paragraph.removeChild(text)).not.toThrow();
    const span = document.createElement('span');
    expect(() => paragraph.insertBefore(span, text)).not.toThrow();
    expect(paragraph.lastChild).toBe(span);
    // Normal calls behave as before.
    const child = document.createElement('b');
    paragraph.appendChild(child);
    expect(paragraph.removeChild(child)).toBe(child);
    expect(child.parentNode).toBeNull();
  });
});
