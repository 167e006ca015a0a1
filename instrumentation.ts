// Run once when a server of the site starts (Next.js's instrumentation hook).
export async function register() {
  // Node.js servers only (not the Edge runtime): that is where the site's settings are read.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { proxySettingWarning } = await import('@/lib/http/clientAddress');
  const warning = proxySettingWarning();
  if (warning) console.warn(warning);
}
