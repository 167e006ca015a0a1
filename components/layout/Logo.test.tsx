import { renderToString } from 'react-dom/server';
import { wordmarkPaths } from '../../scripts/logo-wordmark.mjs';
import { Logo } from './Logo';

describe('Logo', () => {
  it('draws its words as the outlines scripts/logo-wordmark.mjs makes, not as text in the device font', () => {
    const html = renderToString(<Logo />);
    expect(html).not.toContain('<text');
    const { name, tagline } = wordmarkPaths();
    const drawn = [...html.matchAll(/<path d="([^"]+)" fill="([^"]+)"/g)].map(([, d, fill]) => [d, fill]);
    expect(drawn).toEqual(expect.arrayContaining([[name, '#0b1730'], [tagline, '#c2410c']]));
  });

  it('is wide enough for its words, and keeps its name for assistive technologies', () => {
    const html = renderToString(<Logo inverted />);
    const [, width] = html.match(/viewBox="0 0 ([\d.]+) 44"/) ?? [];
    expect(Number(width)).toBeGreaterThan(wordmarkPaths().right);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="ADIVE, Agence du digital et de la vente"');
    expect(html).toContain('fill="#ffffff"');
  });
});
