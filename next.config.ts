import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { DEFAULT_CMS_URL } from './lib/cms/defaults';
import { assertDeployEnv } from './lib/deployEnv';

function cmsApiUrl(): URL {
  try {
    return new URL(process.env.CMS_URL || DEFAULT_CMS_URL);
  } catch {
    // Malformed: a production build stops (assertDeployEnv); elsewhere the site falls back to the default too.
    return new URL(DEFAULT_CMS_URL);
  }
}

// The CMS origin serves the media (/uploads/...); next/image must be allowed to fetch from it.
const cmsApi = cmsApiUrl();
const cmsIsLocal = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(cmsApi.hostname);

const nextConfig: NextConfig = {
  // The end-to-end run builds into its own folder so it never overwrites the dev build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Spelling variants seen in old links: permanent redirects (308) to the real pages.
  async redirects() {
    return [
      { source: '/services/strategie-marketing-digitale', destination: '/services/strategie-marketing-digital', permanent: true },
      { source: '/services/jobs', destination: '/services/mise-en-relation', permanent: true },
    ];
  },
  images: {
    remotePatterns: [
      {
        protocol: cmsApi.protocol.replace(':', '') as 'http' | 'https',
        hostname: cmsApi.hostname,
        port: cmsApi.port,
        pathname: '/uploads/**',
      },
    ],
    // Next 16 refuses to optimise images from private addresses unless told to: the embedded CMS runs on loopback.
    dangerouslyAllowLocalIP: cmsIsLocal,
    formats: ['image/avif', 'image/webp'],
  },
};

export default function config(phase: string): NextConfig {
  // A production build or server must know its public address (canonical links, sitemap, share previews);
  // `next dev` and the tests keep their local defaults.
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_PRODUCTION_SERVER) assertDeployEnv(process.env);
  return nextConfig;
}
