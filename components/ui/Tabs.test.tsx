/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'tab1', label: 'Mission', content: <p>Texte mission</p> },
  { id: 'tab2', label: 'Vision', content: <p>Texte vision</p> },
  { id: 'tab3', label: 'Valeurs', content: <p>Texte valeurs</p> },
  { id: 'tab4', label: 'Histoire', content: <p>Texte histoire</p> },
];

describe('Tabs', () => {
  it('renders every panel in the HTML, only the default one visible', () => {
    const html = renderToString(<Tabs label="Qui sommes-nous" items={items} defaultId="tab1" />);
    for (const text of ['Texte mission', 'Texte vision', 'Texte valeurs', 'Texte histoire']) expect(html).toContain(text);
    render(<Tabs label="Qui sommes-nous" items={items} defaultId="tab1" />);
    expect(screen.getByRole('tablist', { name: 'Qui sommes-nous' })).toBeInTheDocument();
    const mission = screen.getByRole('tab', { name: 'Mission' });
    expect(mission).toHaveAttribute('aria-selected', 'true');
    expect(mission).toHaveAttribute('aria-controls', 'tab1');
    expect(mission).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Mission' })).toHaveTextContent('Texte mission');
    expect(screen.getByText('Texte vision').closest('[role="tabpanel"]')).not.toBeVisible();
  });

  it('moves to the next tab with the left arrow on a right-to-left page', () => {
    render(
      <div dir="rtl">
        <Tabs label="من نحن" items={items} />
      </div>,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Mission').focus();
    fireEvent.keyDown(tab('Mission'), { key: 'ArrowLeft' });
    expect(tab('Vision')).toHaveFocus();
    fireEvent.keyDown(tab('Vision'), { key: 'ArrowRight' });
    expect(tab('Mission')).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home and End, and selects on click', () => {
    render(<Tabs label="Qui sommes-nous" items={items} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Mission').focus();
    fireEvent.keyDown(tab('Mission'), { key: 'ArrowRight' });
    expect(tab('Vision')).toHaveFocus();
    expect(tab('Vision')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Texte vision');
    fireEvent.keyDown(tab('Vision'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('Mission'), { key: 'ArrowLeft' });
    expect(tab('Histoire')).toHaveFocus();
    fireEvent.keyDown(tab('Histoire'), { key: 'ArrowRight' });
    expect(tab('Mission')).toHaveFocus();
    fireEvent.keyDown(tab('Mission'), { key: 'End' });
    expect(tab('Histoire')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Histoire'), { key: 'Home' });
    expect(tab('Mission')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(tab('Valeurs'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Texte valeurs');
    expect(tab('Mission')).toHaveAttribute('aria-selected', 'false');
  });

  it('shows every panel without JavaScript only when asked to', () => {
    const plain = renderToString(<Tabs label="Qui sommes-nous" items={items} />);
    expect(plain).not.toContain('<noscript>');
    const all = renderToString(<Tabs label="Détails" items={items} layout="row" showAllWithoutScript />);
    expect(all).toMatch(/<noscript><style>.*\[data-tab-panel\]\[hidden\]\{display:block!important\}.*<\/style><\/noscript>/);
    for (const item of items) expect(all).toContain(`data-tab-panel="${item.id}"`);
    expect(all).toContain('data-tab-list=""');
  });
});
