/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Comments } from './Comments';
import { disqusShortname } from './disqus';

const texts = { heading: 'Commentaires', loading: 'Chargement…', placeholder: 'Ici.', unavailable: 'Indisponible.' };

const embedLoaded = jest.fn();
jest.mock('disqus-react', () => {
  embedLoaded();
  function DiscussionEmbed({ shortname, config }: { shortname: string; config: { identifier: string; language: string } }) {
    return <div data-testid="embed">{`${shortname}|${config.identifier}|${config.language}`}</div>;
  }
  return { DiscussionEmbed };
});

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback[] = [];

beforeEach(() => {
  observed = [];
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      observed.push(callback);
    }
    observe() {}
    disconnect() {}
  };
});

describe('Comments', () => {
  it('renders nothing without a shortname', () => {
    const { container } = render(<Comments shortname="" slug="a" url="http://x/actualite/a" title="A" language="fr" texts={texts} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the thread only once it scrolls near, keyed by the slug, in French', async () => {
    render(<Comments shortname="adive" slug="mon-article" url="http://x/actualite/mon-article" title="Mon article" language="fr" texts={texts} />);
    expect(screen.queryByTestId('embed')).not.toBeInTheDocument();
    expect(embedLoaded).not.toHaveBeenCalled();
    await act(async () => observed[0]?.([{ isIntersecting: true }]));
    expect(await screen.findByTestId('embed')).toHaveTextContent('adive|mon-article|fr');
    expect(embedLoaded).toHaveBeenCalledTimes(1);
  });
});

describe('disqusShortname', () => {
  it('reads NEXT_PUBLIC_DISQUS_SHORTNAME and refuses anything that is not a subdomain', () => {
    expect(disqusShortname({})).toBe('');
    expect(disqusShortname({ NEXT_PUBLIC_DISQUS_SHORTNAME: ' adive-net ' })).toBe('adive-net');
    expect(disqusShortname({ NEXT_PUBLIC_DISQUS_SHORTNAME: 'evil.com/x' })).toBe('');
  });
});
