/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from './Accordion';

const items = [
  { id: 'one', title: 'Première', content: <p>Réponse 1</p> },
  { id: 'two', title: 'Deuxième', content: <p>Réponse 2</p> },
];

describe('Accordion', () => {
  it('opens the default item only, and one item at a time', () => {
    render(<Accordion items={items} defaultOpenId="one" />);
    const first = screen.getByRole('button', { name: 'Première' });
    const second = screen.getByRole('button', { name: 'Deuxième' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Première' })).toBeVisible();
    expect(screen.getByText('Réponse 2').closest('[role="region"]')).not.toBeVisible();

    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Réponse 1').closest('[role="region"]')).not.toBeVisible();

    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('ties each button to its panel', () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'Première' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
  });
});
