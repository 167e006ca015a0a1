'use client';
import { useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeNothing = () => () => {};

/**
 * The map's preview (`children`, drawn on the server) until the visitor asks for the OpenStreetMap embed (`src`).
 * The button needs JavaScript: it appears once the page is interactive (without it, the figure's link remains).
 */
export function MapEmbed({
  title,
  src,
  icon,
  showLabel = 'Afficher la carte interactive',
  children,
}: {
  title: string;
  src: string;
  icon: ReactNode;
  /** The button's text, in the page's edition. */
  showLabel?: string;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState(false);
  const interactive = useSyncExternalStore(subscribeNothing, () => true, () => false);
  if (loaded) {
    return (
      <iframe
        title={title}
        src={src}
        className="absolute inset-0 size-full border-0"
        loading="lazy"
        referrerPolicy="no-referrer"
        data-testid="map-embed"
      />
    );
  }
  return (
    <>
      {children}
      <div className={interactive ? 'absolute inset-x-0 bottom-0 flex justify-center p-4' : 'hidden'}>
        <button type="button" onClick={() => setLoaded(true)} className="btn btn-primary shadow-lg" aria-describedby="carte-note">
          {icon}
          {showLabel}
        </button>
      </div>
    </>
  );
}
