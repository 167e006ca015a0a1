import { ImageResponse } from 'next/og';

// The brand mark for the home screen of iPhones and iPads (they do not use SVG icons), drawn at build time.
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', background: 'linear-gradient(135deg, #f97316, #dc2626)' }}>
        <svg viewBox="0 0 40 40" width="180" height="180">
          <path d="M11 30 L20 9 L29 30" fill="none" stroke="#fff" strokeWidth="4.2" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="20" cy="24" r="2.6" fill="#fff" />
        </svg>
      </div>
    ),
    size,
  );
}
