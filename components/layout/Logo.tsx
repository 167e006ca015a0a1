import { useId } from 'react';
import { site } from '@/lib/site';

/** The words the wordmark shows: the name of a link around it must contain them (WCAG 2.5.3, label in name). */
export const LOGO_WORDS = `${site.name} Digital & Vente`;

// The logo's words as outlines from scripts/logo-wordmark.mjs (Inter, like the share images): as <text> they looked
// different on every device and cost two more fonts to prepare before the first paint.
const WORDMARK_NAME = 'm55.1 27h-4.5l5.8-17.5h5.5l6 17.5h-4.6l-1.2-3.7h-5.8l-1.2 3.7m2.2-6.9h3.8l-.2-.7q-.6-1.9-1.2-4.1q-.3-1.2-.6-2.5q-.3 1.3-.6 2.5q-.5 2.2-1 4.1l-.2.7m20.5 6.9h-6.5v-17.5h6.5q2.6 0 4.5 1.1q2 1 3 3q1 2 1 4.7q0 2.7-1 4.7q-1 1.9-3 3q-1.9 1-4.5 1m-2.3-13.9v10.4h2.1q1.5 0 2.5-.5q1-.5 1.6-1.7q.5-1.1.5-3q0-1.9-.5-3.1q-.6-1.1-1.6-1.6q-1-.5-2.6-.5h-2m14.7-3.6h4.1v17.5h-4.1v-17.5m19.1 17.5h-5.6l-6-17.5h4.7l2.4 7.7q.6 1.9 1.1 4q.3 1.1.6 2.4q.3-1.3.6-2.5q.5-2 1.1-3.9l2.3-7.7h4.6l-5.8 17.5m21.3 0h-12.1v-17.5h12.1v3.4h-8v3.6h7.4v3.3h-7.4v3.8h8v3.4';
const WORDMARK_TAGLINE = 'm52.9 39.5h-1.9v-5.4h1.9q.8 0 1.4.3q.6.4.9 1q.3.6.3 1.4q0 .8-.3 1.4q-.3.7-.9 1q-.6.3-1.4.3m-.9-4.5v3.7h.8q.6 0 1-.2q.3-.3.5-.7q.2-.4.2-1q0-.6-.2-1q-.2-.4-.5-.6q-.4-.2-1-.2h-.8m4.7-.9h1v5.4h-1v-5.4m4.8 5.5q-.8 0-1.3-.4q-.6-.3-.9-.9q-.3-.6-.3-1.5q0-.9.3-1.5q.3-.6.9-.9q.5-.4 1.2-.4q.5 0 .9.2q.3.1.6.3q.3.3.5.6q.2.3.3.7h-1q-.1-.2-.2-.4q-.1-.1-.2-.2q-.2-.2-.4-.2q-.2-.1-.5-.1q-.4 0-.7.2q-.4.2-.6.7q-.2.4-.2 1q0 .6.2 1q.2.5.6.7q.3.2.8.2q.4 0 .7-.2q.3-.1.4-.4q.2-.3.2-.7h-1.2v-.7h2.1v.6q0 .7-.3 1.2q-.2.5-.8.8q-.5.3-1.1.3m3.5-5.5h1v5.4h-1v-5.4m3.8.8h-1.6v-.8h4.3v.8h-1.7v4.6h-1v-4.6m4.6 4.6h-1.1l1.9-5.4h1.2l1.9 5.4h-1l-.5-1.3h-2l-.4 1.3m.7-2.1h1.4l-.2-.7q-.1-.4-.3-1q-.1-.4-.2-.8q-.1.4-.2.8q-.2.6-.3 1l-.2.7m7.6 2.1h-3.3v-5.4h1v4.6h2.3v.8m5 .1q-.6 0-1-.2q-.4-.2-.6-.6q-.2-.3-.2-.7q0-.3.2-.6q.1-.3.3-.5q.3-.2.5-.4q0 0 0-.1q-.2-.2-.4-.5q-.1-.3-.1-.6q0-.4.2-.7q.1-.3.5-.5q.3-.1.7-.1q.4 0 .7.1q.3.2.5.5q.2.2.2.6q0 .2-.1.5q-.1.2-.3.4q-.1.1-.4.3l-.3.3l1 1.1q0-.1.1-.2q.1-.3.1-.7h.8q0 .5-.1.9q-.1.3-.3.6q0 0 0 .1l.7.9h-1l-.3-.4q-.3.2-.6.4q-.4.1-.8.1m.9-1.1l-1.2-1.3v.1q-.3.2-.4.4q-.1.1-.1.4q0 .2.1.4q.1.1.3.2q.1.1.4.1q.3 0 .6-.1q.1-.1.3-.2m-1-2.3l.3-.2q.1-.1.2-.2q.1-.1.2-.2q.1-.1.1-.3q0-.2-.2-.3q-.1-.2-.4-.2q-.2 0-.3.1q-.1.1-.2.2q-.1.1-.1.3q0 .2.1.3q.1.2.3.4q0 0 0 .1m8.8 3.3h-1.2l-1.9-5.4h1l1 2.8q.1.4.3 1q.1.4.2.8q.1-.4.2-.8q.2-.6.3-1l.9-2.8h1.1l-1.9 5.4m6.5 0h-3.6v-5.4h3.5v.8h-2.5v1.5h2.4v.8h-2.4v1.5h2.6v.8m2.3 0h-1v-5.4h1.1l1.8 3q.1.2.3.4q.1.2.2.5q.1.2.2.3q0-.1 0-.3q-.1-.3-.1-.6q0-.3 0-.5v-2.8h1v5.4h-1.1l-1.7-2.7q-.1-.2-.3-.5q-.1-.2-.3-.5q-.1-.2-.2-.5q0 .2 0 .4q0 .4 0 .7q.1.3.1.4v2.7m6.4-4.6h-1.7v-.8h4.3v.8h-1.7v4.6h-.9v-4.6m7.3 4.6h-3.5v-5.4h3.5v.8h-2.6v1.5h2.4v.8h-2.4v1.5h2.6v.8';
/** Room for the words: they end at x = 130.6. */
const LOGO_WIDTH = 134;

/**
 * ADIVE wordmark as SVG. The gradient id is unique per instance: the logo appears several times per page, and
 * `url(#id)` could resolve to the copy in the hidden side menu and paint nothing.
 */
export function Logo({ className = '', inverted = false }: { className?: string; inverted?: boolean }) {
  const gradientId = `logo-gradient${useId()}`;
  const textColor = inverted ? '#ffffff' : '#0b1730';
  return (
    <svg
      viewBox={`0 0 ${LOGO_WIDTH} 44`}
      role="img"
      aria-label={`${site.name}, ${site.legalName}`}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f97316" />
          <stop offset="1" stopColor="#dc2626" />
        </linearGradient>
      </defs>
      <rect x="0" y="2" width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path d="M11 32 L20 11 L29 32" fill="none" stroke="#fff" strokeWidth="4.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="20" cy="26" r="2.6" fill="#fff" />
      <path d={WORDMARK_NAME} fill={textColor} />
      <path d={WORDMARK_TAGLINE} fill={inverted ? '#fdba74' : '#c2410c'} />
    </svg>
  );
}
