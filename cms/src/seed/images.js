'use strict';

/** Demo images drawn at seed time (SVG rasterised to PNG by sharp), so nothing is downloaded. */

// sharp's types describe its ES module; required from CommonJS it is the function itself.
const sharp = /** @type {typeof import('sharp').default} */ (/** @type {unknown} */ (require('sharp')));

const PALETTES = {
  brand: ['#F97316', '#DC2626'],
  sunset: ['#FB923C', '#BE123C'],
  ocean: ['#0EA5E9', '#1E3A8A'],
  forest: ['#22C55E', '#166534'],
  teal: ['#14B8A6', '#0F766E'],
  violet: ['#A855F7', '#6D28D9'],
};

const SIZES = {
  banner: { width: 1200, height: 800 },
  cover: { width: 600, height: 900 },
  logo: { width: 400, height: 200 },
};

function escapeXml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap on an approximate character budget. */
function wrap(text, maxChars, maxLines) {
  // French typography: keep « : ; ! ? » with the previous word (no-break space).
  const words = String(text)
    .replace(/ ([:;!?»])/g, '\u00a0$1')
    .split(/ +/)
    .filter(Boolean);
  const lines = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.;:!?]+$/, '')}…`;
    return kept;
  }
  return lines;
}

/** A simple hash so that each image gets its own (deterministic) shapes. */
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function textBlock(lines, { x, y, size, lineHeight, color, weight = 700, anchor = 'start' }) {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" ` +
        `font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(line)}</text>`
    )
    .join('');
}

/** 1200x800 illustration for posts and trainings. */
function bannerSvg({ title, label, palette = 'brand', variant = 0 }) {
  const { width, height } = SIZES.banner;
  const [from, to] = PALETTES[palette] || PALETTES.brand;
  const h = hash(`${title}-${variant}`);
  const cx = 760 + (h % 300);
  const cy = 120 + ((h >> 8) % 260);
  const r = 180 + ((h >> 16) % 140);
  const lines = wrap(title, 26, 3);
  const top = 800 - 150 - (lines.length - 1) * 78;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.35" stop-color="#0B1F3A" stop-opacity="0"/>
      <stop offset="1" stop-color="#0B1F3A" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF" fill-opacity="0.14"/>
  <circle cx="${cx - r * 0.6}" cy="${cy + r * 0.9}" r="${r * 0.45}" fill="#FFFFFF" fill-opacity="0.10"/>
  <rect x="${140 + (h % 200)}" y="${90 + ((h >> 4) % 120)}" width="220" height="220" rx="36" fill="#FFFFFF" fill-opacity="0.08" transform="rotate(${(h % 40) - 20} 400 300)"/>
  <path d="M0 ${height - 220} C 300 ${height - 320}, 700 ${height - 120}, ${width} ${height - 260} L ${width} ${height} L 0 ${height} Z" fill="#FFFFFF" fill-opacity="0.07"/>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <rect x="80" y="80" width="${Math.max(120, label.length * 17 + 48)}" height="52" rx="26" fill="#FFFFFF" fill-opacity="0.92"/>
  ${textBlock([label], { x: 104, y: 115, size: 26, lineHeight: 0, color: to, weight: 700 })}
  ${textBlock(lines, { x: 80, y: top, size: 64, lineHeight: 78, color: '#FFFFFF' })}
  ${textBlock(['ADIVE'], { x: width - 80, y: height - 60, size: 30, lineHeight: 0, color: '#FFFFFF', anchor: 'end' })}
</svg>`;
}

/** 600x900 book cover. */
function coverSvg({ title, author, palette = 'brand' }) {
  const { width, height } = SIZES.cover;
  const [from, to] = PALETTES[palette] || PALETTES.brand;
  const lines = wrap(title, 16, 5);
  const h = hash(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect x="0" y="0" width="28" height="${height}" fill="#0B1F3A" fill-opacity="0.25"/>
  <circle cx="${420 + (h % 120)}" cy="${680 + ((h >> 8) % 120)}" r="${150 + (h % 60)}" fill="#FFFFFF" fill-opacity="0.12"/>
  <circle cx="${380 + (h % 80)}" cy="${720 + ((h >> 8) % 80)}" r="70" fill="#FFFFFF" fill-opacity="0.12"/>
  <rect x="70" y="90" width="80" height="8" rx="4" fill="#FFFFFF"/>
  ${textBlock(lines, { x: 70, y: 180, size: 50, lineHeight: 62, color: '#FFFFFF' })}
  ${textBlock([author], { x: 70, y: 820, size: 28, lineHeight: 0, color: '#FFFFFF', weight: 400 })}
</svg>`;
}

/** 400x200 payment-method logo. */
function logoSvg({ label, background, foreground }) {
  const { width, height } = SIZES.logo;
  const lines = wrap(label, 11, 2);
  const size = lines.length > 1 ? 44 : 52;
  const top = height / 2 + size / 3 - ((lines.length - 1) * (size + 8)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><clipPath id="card"><rect width="${width}" height="${height}" rx="28"/></clipPath></defs>
  <g clip-path="url(#card)">
    <rect width="${width}" height="${height}" fill="${background}"/>
    <circle cx="${width - 40}" cy="40" r="70" fill="${foreground}" fill-opacity="0.12"/>
    <circle cx="40" cy="${height - 30}" r="50" fill="${foreground}" fill-opacity="0.10"/>
  </g>
  ${textBlock(lines, { x: width / 2, y: top, size, lineHeight: size + 8, color: foreground, anchor: 'middle' })}
</svg>`;
}

async function svgToPng(svg) {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

module.exports = { PALETTES, SIZES, bannerSvg, coverSvg, logoSvg, svgToPng, wrap };
