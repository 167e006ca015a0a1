import { editionTexts } from '@/lib/i18n/edition';
import type { ReactNode } from 'react';
import { CopyLinkButton } from './ShareBlock.client';
import { WhatsAppIcon } from './WhatsAppIcon';

type Network = { name: string; href: (url: string, text: string) => string; icon: ReactNode; className: string };

// Brand marks are not in lucide: small drawn glyphs, decorative (the link has a text name).
const svgProps = { viewBox: '0 0 24 24', 'aria-hidden': true, className: 'size-5', focusable: false } as const;

export const SHARE_NETWORKS: Network[] = [
  {
    name: 'WhatsApp',
    href: (url, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    className: 'bg-whatsapp hover:bg-whatsapp-dark',
    icon: <WhatsAppIcon className="size-5" />,
  },
  {
    name: 'Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    className: 'bg-[#1877f2] hover:bg-[#0f5fc9]',
    icon: (
      <svg {...svgProps} fill="currentColor">
        <path d="M13.4 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21h3.1Z" />
      </svg>
    ),
  },
  {
    name: 'LinkedIn',
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    className: 'bg-[#0a66c2] hover:bg-[#084f96]',
    icon: (
      <svg {...svgProps} fill="currentColor">
        <path d="M6.9 8.7H3.8V20h3.1V8.7ZM5.3 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.6c0-3-1.7-5.2-4.5-5.2-1.5 0-2.6.8-3 1.6V8.7H9.7V20h3.1v-6.1c0-1.5.7-2.6 2.1-2.6 1.3 0 2 .9 2 2.6V20h3.2v-6.4Z" />
      </svg>
    ),
  },
  {
    name: 'X',
    href: (url, text) => `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    className: 'bg-ink-900 hover:bg-black',
    icon: (
      <svg {...svgProps} fill="currentColor">
        <path d="M17.5 3.5h2.9l-6.4 7.3 7.5 9.7h-5.9l-4.6-6-5.3 6H2.8l6.8-7.8-7.2-9.2h6l4.2 5.5 4.9-5.5Zm-1 15.3h1.6L7.6 5.1H5.9l10.6 13.7Z" />
      </svg>
    ),
  },
];

/**
 * The 'Partager' block: links that share `url` on WhatsApp, Facebook, LinkedIn and X (plain links,
 * nothing loaded from those services), and a button that copies the link.
 */
export async function ShareBlock({
  url,
  text,
  heading,
  headingLevel = 2,
  copy = true,
}: {
  url: string;
  text: string;
  heading?: string;
  headingLevel?: 2 | 3;
  copy?: boolean;
}) {
  const { texts } = await editionTexts();
  const { copyLink, linkCopied, copyFailed, shareOn } = texts.layout.controls;
  const title = heading ?? texts.news.share.heading;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-label={title} data-testid="share-block">
      <Heading className="text-base font-bold">{title}</Heading>
      <ul className="mt-3 flex flex-wrap items-center gap-2">
        {SHARE_NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              href={network.href(url, text)}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex size-10 items-center justify-center rounded-full text-white transition-colors ${network.className}`}
            >
              {network.icon}
              <span className="sr-only">{shareOn(network.name)}</span>
            </a>
          </li>
        ))}
        {copy ? (
          <li>
            <CopyLinkButton url={url} texts={{ copyLink, linkCopied, copyFailed }} />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
