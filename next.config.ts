import type { NextConfig } from 'next';

// The CMS origin serves the media (/uploads/...); next/image must be allowed to fetch from it.
const cmsApi = new URL(process.env.CMS_URL || 'http://127.0.0.1:1337/api');
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

export default nextConfig;
