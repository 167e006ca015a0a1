import { renderToString } from 'react-dom/server';
import { ArrowRight, Building2, ChevronDown, ChevronRight, Clock, House, Icon, MessageCircleQuestion } from './icons';
import { NamedIcon } from './NamedIcon';

describe('icons', () => {
  it("draws lucide's icon as a plain <svg>, hidden from assistive technologies, with the caller's class", () => {
    const html = renderToString(<Icon of={{ House }} className="size-5" />);
    expect(html).toMatch(/^<svg [^>]*class="lucide lucide-house size-5"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('viewBox="0 0 24 24"');
    expect(html).toContain('stroke="currentColor"');
    expect(html.match(/<path /g)).toHaveLength(2);
  });

  it('stays visible to assistive technologies when the caller names it', () => {
    const html = renderToString(<Icon of={{ ChevronDown }} aria-label="Ouvrir" />);
    expect(html).toContain('aria-label="Ouvrir"');
    expect(html).not.toContain('aria-hidden');
  });

  it('mirrors the icons that point along the line on a right-to-left page, and no other', () => {
    expect(renderToString(<Icon of={{ ArrowRight }} />)).toContain('class="lucide lucide-arrow-right rtl:-scale-x-100"');
    expect(renderToString(<Icon of={{ ChevronRight }} className="size-3" />)).toContain('class="lucide lucide-chevron-right rtl:-scale-x-100 size-3"');
    expect(renderToString(<Icon of={{ Clock }} />)).toContain('class="lucide lucide-clock"');
    expect(renderToString(<Icon of={{ ChevronDown }} />)).toContain('class="lucide lucide-chevron-down"');
  });

  it("gives each icon lucide's class, from its name in the table", () => {
    const question = renderToString(<Icon of={{ MessageCircleQuestion }} />);
    expect(question).toContain('class="lucide lucide-message-circle-question"');
    expect(renderToString(<Icon of={{ Building2 }} />)).toContain('class="lucide lucide-building2"');
  });

  it('draws an icon named by a string as the same icon imported by name', () => {
    expect(renderToString(<NamedIcon name="Building2" aria-hidden className="size-6" />)).toBe(
      renderToString(<Icon of={{ Building2 }} aria-hidden className="size-6" />),
    );
  });
});
