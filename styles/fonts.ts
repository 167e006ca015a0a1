import localFont from 'next/font/local';

// One web font for the whole site: Inter, self-hosted from @fontsource (no Google Fonts download at build time),
// in its weights from 100 to 900 (text, headings and the wordmark). Measured with npm run bench, a second family
// for headings (Montserrat, 38 KB) weighed a seventh of the home page and lengthened the largest paint on a slow
// connection; headings in Inter's heavy weights keep the look.
// display 'optional': the font is used only if it is there at the first paint (preloaded, it is on a fast
// connection), otherwise the page stays in the system font and the font is kept for the next page. With 'swap', on
// slow 4G applied by Lighthouse (npm run bench -- --applied-throttling), the late swap moved the FAQ's text: CLS 0.124.
export const bodyFont = localFont({
  src: [{ path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal' }],
  weight: '100 900',
  display: 'optional',
  variable: '--font-body',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
