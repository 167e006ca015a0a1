'use client';
import { useState, type ReactNode } from 'react';
import { Icon, Play } from '@/components/ui/icons';

/** Where the player comes from: the privacy-enhanced YouTube host, only once the visitor presses play. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function youtubeEmbedUrl(id: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0&modestbranding=1`;
}

export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

/**
 * A poster with a play button; the third-party player (iframe) is created only after the click, in a box
 * of the same 16:9 size (no layout shift). Without JavaScript the button is a plain link to the video.
 */
export function VideoPlayer({
  youtubeId,
  title,
  poster,
  playLabel = `Lire la vidéo : ${title}`,
}: {
  youtubeId: string;
  title: string;
  poster: ReactNode;
  /** The play link's name for screen readers, in the page's edition (the server writes it). */
  playLabel?: string;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-3xl bg-ink-900 shadow-xl ring-1 ring-ink-900/10">
      {playing ? (
        <iframe
          src={youtubeEmbedUrl(youtubeId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <a
          href={youtubeWatchUrl(youtubeId)}
          onClick={(event) => {
            event.preventDefault();
            setPlaying(true);
          }}
          className="group absolute inset-0 block"
        >
          <span aria-hidden>{poster}</span>
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="relative flex size-20 items-center justify-center rounded-full bg-white/95 shadow-2xl transition-transform group-hover:scale-105 md:size-24">
              <span aria-hidden className="absolute inset-0 animate-ping rounded-full bg-white/40 motion-reduce:animate-none" />
              <Icon of={{ Play }} aria-hidden className="relative ml-1 size-8 fill-brand-600 text-brand-600 md:size-10" />
            </span>
          </span>
          <span className="sr-only">{playLabel}</span>
        </a>
      )}
    </div>
  );
}
