/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { VideoPlayer } from './VideoPlayer';

describe('VideoPlayer', () => {
  it('shows only the poster and a play link until pressed, then the privacy-enhanced player', () => {
    const { container } = render(<VideoPlayer youtubeId="abc123XYZ_-" title="Présentation" poster={<span>Affiche</span>} />);
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('link', { name: 'Lire la vidéo : Présentation' });
    // Without JavaScript the play control still leads to the video.
    expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123XYZ_-');
    expect(screen.getByText('Affiche')).toBeInTheDocument();

    fireEvent.click(play);
    const player = screen.getByTitle('Présentation');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123XYZ_-?autoplay=1&rel=0&modestbranding=1');
    expect(screen.queryByRole('link', { name: /Lire la vidéo/ })).toBeNull();
  });
});
