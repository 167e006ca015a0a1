import type { MetadataRoute } from 'next';
import { PAGES } from '@/lib/paths';
import { site } from '@/lib/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', PAGES.login] },
    sitemap: `${site.url}/sitemap.xml`,
  };
}
