// Types of chromium.mjs for the Playwright configuration.
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
