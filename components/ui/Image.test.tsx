import { renderToString } from 'react-dom/server';
import { Image } from './Image';

function html(element: React.ReactElement): string {
  return renderToString(
    <html lang="fr">
      {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, to see where React puts the hint */}
      <head />
      <body>{element}</body>
    </html>,
  );
}

describe('Image', () => {
  it("renders next/image's optimised <img>: optimiser srcset, sizes, lazy loading", () => {
    const out = html(<Image src="/uploads/photo.jpg" alt="Une formation" fill sizes="(min-width: 640px) 50vw, 100vw" className="object-cover" />);
    expect(out).toMatch(/<img alt="Une formation" loading="lazy" decoding="async" class="object-cover"/);
    expect(out).toContain('src="/_next/image?url=%2Fuploads%2Fphoto.jpg&amp;w=3840&amp;q=75"');
    expect(out).toContain('sizes="(min-width: 640px) 50vw, 100vw"');
    expect(out).toMatch(/srcSet="\/_next\/image\?url=%2Fuploads%2Fphoto\.jpg&amp;w=\d+&amp;q=75 \d+w, /);
    expect(out).not.toContain('rel="preload"');
  });

  it('loads a priority image at once, with high priority, and hints it in the head like next/image', () => {
    const out = html(<Image src="/uploads/photo.jpg" alt="" width={800} height={450} sizes="100vw" priority />);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" fetchPriority="high" imageSrcSet="\/_next\/image\?url=%2Fuploads%2Fphoto\.jpg[^"]*" imageSizes="100vw"/);
    const img = out.slice(out.indexOf('<img'));
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading="lazy"');
  });
});
