import localFont from 'next/font/local';

// Self-hosted from @fontsource packages (no Google Fonts download at build time).
export const bodyFont = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal' },
  ],
  weight: '100 900',
  display: 'swap',
  variable: '--font-body',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const headingFont = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
      style: 'normal',
    },
  ],
  weight: '100 900',
  display: 'swap',
  variable: '--font-heading',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
