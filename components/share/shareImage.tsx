// The picture shown when a page is shared: 1200 x 630, the page's kind and title, and the item's CMS picture if any.
// Drawn by next/og once per page (at build, then when the item changes), never per request.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import type { Media } from '@/lib/cms';
import { site } from '@/lib/site';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
export const SHARE_IMAGE_TYPE = 'image/png';

// next/og reads TTF, OTF and WOFF (not WOFF2): Inter's static weights from @fontsource, read once, and Tajawal's for
// the Arabic edition's words. Without a font of its own for a letter, next/og would fetch one from Google Fonts while
// drawing, which the site never does; Noto Sans Arabic's substitution tables are ones it cannot read. Used by the share
// pictures only: the pages keep the phone's fonts.
const fontFile = (family: string, file: string) => readFile(join(process.cwd(), 'node_modules', '@fontsource', family, 'files', file));
const fonts = Promise.all([
  fontFile('inter', 'inter-latin-600-normal.woff'),
  fontFile('inter', 'inter-latin-800-normal.woff'),
  fontFile('tajawal', 'tajawal-arabic-700-normal.woff'),
  fontFile('tajawal', 'tajawal-arabic-800-normal.woff'),
]).then(([semiBold, extraBold, arabicSemiBold, arabicExtraBold]) => [
  { name: 'Inter', data: semiBold, weight: 600 as const, style: 'normal' as const },
  { name: 'Inter', data: extraBold, weight: 800 as const, style: 'normal' as const },
  { name: 'Tajawal', data: arabicSemiBold, weight: 600 as const, style: 'normal' as const },
  { name: 'Tajawal', data: arabicExtraBold, weight: 800 as const, style: 'normal' as const },
]);

/** The item's picture as a data URL (PNG or JPEG, as next/og reads them), or null: the image is drawn without it. */
async function pictureData(media: Media | null): Promise<string | null> {
  if (!media) return null;
  try {
    const response = await fetch(media.smallUrl || media.url, { signal: AbortSignal.timeout(4000) });
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.ok || !['image/png', 'image/jpeg'].includes(type)) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > 0 && bytes.length < 2_000_000 ? `data:${type};base64,${bytes.toString('base64')}` : null;
  } catch {
    return null;
  }
}

/** At most `max` characters, cut at a word, with '…'. */
function fit(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

export type ShareImageContent = {
  /** What the page is: 'Offre d'emploi', 'Formation', 'Actualité'... */
  kind: string;
  title: string;
  /** A line under the title (company and country of a job, date of a training...). */
  detail?: string;
  picture?: Media | null;
};

export async function shareImage({ kind, title, detail = '', picture = null }: ShareImageContent): Promise<ImageResponse> {
  const [fontList, pictureSrc] = await Promise.all([fonts, pictureData(picture)]);
  const titleSize = title.length > 70 || pictureSrc ? 52 : title.length > 40 ? 62 : 72;
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          color: 'white',
          fontFamily: 'Inter, Tajawal',
          background: 'linear-gradient(125deg, #0b1730 0%, #0b1730 52%, #c2410c 82%, #b91c1c 100%)',
        }}
      >
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '64px 72px' }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 22 }}>
            <svg viewBox="0 0 40 40" width="76" height="76">
              <defs>
                <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">
                  <stop offset="0" stopColor="#f97316" />
                  <stop offset="1" stopColor="#dc2626" />
                </linearGradient>
              </defs>
              <rect width="40" height="40" rx="11" fill="url(#mark)" />
              <path d="M11 30 L20 9 L29 30" fill="none" stroke="#fff" strokeWidth="4.2" strokeLinecap="round" strokeLinejoin="round" />
              <circle cx="20" cy="24" r="2.6" fill="#fff" />
            </svg>
            <div style={{ display: 'flex', flexDirection: 'column' }}>
              <div style={{ fontSize: 40, fontWeight: 800, letterSpacing: 3 }}>{site.name}</div>
              <div style={{ fontSize: 22, fontWeight: 600, color: '#fdba74' }}>{site.legalName}</div>
            </div>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
            <div
              style={{
                display: 'flex',
                alignSelf: 'flex-start',
                fontSize: 26,
                fontWeight: 600,
                padding: '8px 20px',
                borderRadius: 999,
                background: 'rgba(255,255,255,0.14)',
                color: '#fed7aa',
              }}
            >
              {kind}
            </div>
            <div style={{ fontSize: titleSize, fontWeight: 800, lineHeight: 1.12 }}>{fit(title, 110)}</div>
            {detail ? <div style={{ fontSize: 28, fontWeight: 600, color: '#cdd6e6' }}>{fit(detail, 70)}</div> : null}
          </div>
          <div style={{ display: 'flex', gap: 36, fontSize: 24, fontWeight: 600, color: '#e8edf6' }}>
            <span>{new URL(site.url).host}</span>
            <span>{site.phones[0]?.display}</span>
          </div>
        </div>
        {pictureSrc ? (
          <div style={{ width: 500, display: 'flex', alignItems: 'center', justifyContent: 'center', paddingRight: 56 }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page */}
            <img src={pictureSrc} alt="" width={444} height={278} style={{ objectFit: 'cover', borderRadius: 28, border: '6px solid rgba(255,255,255,0.85)' }} />
          </div>
        ) : null}
      </div>
    ),
    { ...SHARE_IMAGE_SIZE, fonts: fontList },
  );
}
