import { renderToStaticMarkup } from 'react-dom/server';
import { createIconSprite } from './IconSprite';

describe('createIconSprite', () => {
  const { Sprite, Icon } = createIconSprite('card', { company: 'Building2', place: 'MapPin' });

  it('draws each icon once, as a symbol holding lucide’s drawing, in an invisible box', () => {
    const sprite = renderToStaticMarkup(<Sprite />);
    expect(sprite).toMatch(/^<svg aria-hidden="true" width="0" height="0" class="absolute size-0 overflow-hidden">/);
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite).toContain('<symbol id="card-company" viewBox="0 0 24 24"><svg');
    expect(sprite).toContain('lucide-map-pin');
    expect(sprite).toContain('stroke="currentColor"');
  });

  it('shows an icon with a reference to its symbol, sized by its class', () => {
    expect(renderToStaticMarkup(<Icon name="place" className="size-4 text-ink-400" />)).toBe(
      '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4 text-ink-400"><use href="#card-place"></use></svg>',
    );
  });
});
