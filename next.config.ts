import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { DEFAULT_CMS_URL } from './lib/cms/defaults';
import { isPrivateHost } from './lib/cms/privateHost';
import { assertDeployEnv } from './lib/env/deploy';
import { MAX_APPLICATION_BODY_BYTES, PROXY_BODY_HOLD_BYTES } from './lib/http/serverActionGuard';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES } from './lib/offline/saveData';
import { PICTURE_CONTENT_SECURITY_POLICY, securityHeaderRules } from './lib/http/securityHeaders';

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
// Strapi's admin, as editors' browsers reach it, shows the preview in a frame: only it may frame preview answers.
function cmsAdminOrigin(): string {
  try {
    return new URL(process.env.CMS_ADMIN_URL || cmsApi.origin).origin;
  } catch {
    return cmsApi.origin;
  }
}

// HSTS and upgrade-insecure-requests only when the public address is HTTPS (never on a local http run).
const servedOverHttps = (process.env.SITE_URL ?? '').trim().startsWith('https://');

const nextConfig: NextConfig = {
  // The end-to-end run builds into its own folder so it never overwrites the dev build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // A self-contained server (.next/standalone/server.js with only the dependencies it uses) for deployments;
  // `next start` keeps working on the same build (docs/deploy.md).
  output: 'standalone',
  // Files built beside Next and read at run time, copied into the standalone folder: the inlined stylesheet
  // (components/layout/SiteStyles.tsx) and the field-measures script (lib/measures/script.ts).
  outputFileTracingIncludes: { '/**': ['./styles/generated/site.css', './lib/measures/generated/collect.js'] },
  // The server cache: Next's own file cache, or one Redis shared by every instance when REDIS_URL is set at start.
  cacheHandler: require.resolve('./lib/cache/cache-handler.mjs'),
  // Security headers on every response: pages, route handlers, static files (lib/http/securityHeaders.ts).
  async headers() {
    return securityHeaderRules(cmsApi.origin, servedOverHttps, process.env.NODE_ENV === 'development', [cmsAdminOrigin()]);
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
    // Set below: only for a CMS on a private network (the embedded one on loopback, cms.interne in production).
    dangerouslyAllowLocalIP: false,
    formats: ['image/avif', 'image/webp'],
    // Next's defaults, and a lower quality: what the service worker picks among when the data saver is on.
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: IMAGE_QUALITIES,
    contentSecurityPolicy: PICTURE_CONTENT_SECURITY_POLICY,
  },
  experimental: {
    // The site's forms are small; the proxy refuses bigger calls first (lib/http/serverActionGuard.ts).
    serverActions: { bodySizeLimit: MAX_APPLICATION_BODY_BYTES },
    // What Next holds of a body for the proxy (10 MB by default): no more than the application's limit and one read.
    proxyClientMaxBodySize: PROXY_BODY_HOLD_BYTES,
    // Fewer, bigger scripts per page (docs/performance.md, « Scripts de la mise en page en un seul »).
    turbopackChunking: { minChunkSize: 100000 },
  },
};

export default async function config(phase: string): Promise<NextConfig> {
  // A production build or server must know its public address (canonical links, sitemap, share previews);
  // `next dev` and the tests keep their local defaults.
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_PRODUCTION_SERVER) assertDeployEnv(process.env);
  // Next 16 refuses to optimise pictures of a host on a private network unless told to. Decided when the build
  // resolves the CMS's name; remotePatterns still limit the optimizer to that host's /uploads.
  const dangerouslyAllowLocalIP = await isPrivateHost(cmsApi.hostname);
  return { ...nextConfig, images: { ...nextConfig.images, dangerouslyAllowLocalIP } };
}
