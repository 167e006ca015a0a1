// Types of logo-wordmark.mjs for Logo.test.tsx.
export function wordmarkPaths(): { name: string; tagline: string; right: number };
