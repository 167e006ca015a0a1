import { useId } from 'react';
import { site } from '@/lib/site';

/** The words the wordmark shows: the name of a link around it must contain them (WCAG 2.5.3, label in name). */
export const LOGO_WORDS = `${site.name} Digital & Vente`;

/**
 * ADIVE wordmark drawn as SVG (a few hundred bytes instead of a heavy PNG). The logo appears several times on a
 * page (header, side menu, footer): its gradient id is unique per instance, otherwise `url(#id)` may resolve to
 * the copy inside the hidden side menu and paint nothing.
 */
export function Logo({ className = '', inverted = false }: { className?: string; inverted?: boolean }) {
  const gradientId = `logo-gradient${useId()}`;
  const textColor = inverted ? '#ffffff' : '#0b1730';
  return (
    <svg
      viewBox="0 0 168 44"
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
      <text x="50" y="27" fontFamily="var(--font-body), Arial, sans-serif" fontSize="24" fontWeight="800" letterSpacing="1.5" fill={textColor}>
        ADIVE
      </text>
      <text x="50.5" y="39.5" fontFamily="var(--font-body), Arial, sans-serif" fontSize="7.4" fontWeight="600" letterSpacing="0.35" fill={inverted ? '#fdba74' : '#c2410c'}>
        DIGITAL &amp; VENTE
      </text>
    </svg>
  );
}
