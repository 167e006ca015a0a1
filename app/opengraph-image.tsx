import { ImageResponse } from 'next/og';
import { site } from '@/lib/site';

// Default share image of every page without an image of its own (articles, trainings and jobs use theirs).
export const alt = `${site.name} — ${site.legalName}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpengraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          color: 'white',
          background: 'linear-gradient(125deg, #0b1730 0%, #0b1730 45%, #c2410c 80%, #dc2626 100%)',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
          <div
            style={{
              width: 110,
              height: 110,
              borderRadius: 30,
              background: 'linear-gradient(135deg, #f97316, #dc2626)',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 72,
            }}
          >
            A
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ fontSize: 78, letterSpacing: 6 }}>{site.name}</div>
            <div style={{ fontSize: 30, color: '#fdba74' }}>{site.legalName}</div>
          </div>
        </div>
        <div style={{ fontSize: 50, lineHeight: 1.2, maxWidth: 960 }}>
          Conseil, études, formation, recrutement et services digitaux au Burkina Faso
        </div>
        <div style={{ display: 'flex', gap: 40, fontSize: 28, color: '#e8edf6' }}>
          <span>{site.email}</span>
          <span>{site.phones[0]?.display}</span>
        </div>
      </div>
    ),
    size,
  );
}
