// Where the firm is on the map (Ouaga 2000, Ouagadougou) and the OpenStreetMap addresses built from it.
export const OFFICE_POSITION = { lat: 12.3219, lon: -1.4886 } as const;

const SPAN = 0.012;

export function osmEmbedUrl({ lat, lon } = OFFICE_POSITION): string {
  const bbox = [lon - SPAN, lat - SPAN / 2, lon + SPAN, lat + SPAN / 2].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat},${lon}`;
}

export function osmPageUrl({ lat, lon } = OFFICE_POSITION): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}
