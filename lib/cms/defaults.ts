// The embedded CMS's API address, the default when CMS_URL is not set. Apart from config.ts (server-only)
// because next.config.ts reads it too, to allow the CMS's media in next/image.
export const DEFAULT_CMS_URL = 'http://127.0.0.1:1337/api';
