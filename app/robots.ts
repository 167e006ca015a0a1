import type { MetadataRoute } from 'next';
import { PAGES } from '@/lib/paths';
import { absoluteUrl } from '@/lib/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', PAGES.login] },
    // app/sitemap.ts's address, which Next.js's file convention fixes.
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
