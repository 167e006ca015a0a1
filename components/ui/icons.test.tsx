import { renderToString } from 'react-dom/server';
import { ChevronDown, House } from './icons';

describe('icons', () => {
  it("draws lucide's icon as a plain <svg>, hidden from assistive technologies, with the caller's class", () => {
    const html = renderToString(<House className="size-5" />);
    expect(html).toMatch(/^<svg [^>]*class="lucide lucide-house size-5"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('viewBox="0 0 24 24"');
    expect(html).toContain('stroke="currentColor"');
    expect(html.match(/<path /g)).toHaveLength(2);
  });

  it('stays visible to assistive technologies when the caller names it', () => {
    const html = renderToString(<ChevronDown aria-label="Ouvrir" />);
    expect(html).toContain('aria-label="Ouvrir"');
    expect(html).not.toContain('aria-hidden');
  });
});
