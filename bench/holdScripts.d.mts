// Types of holdScripts.mjs for its unit test (the bench scripts are plain JavaScript run by Node).
export function startScriptHoldingProxy(options: { port: number; target: string; holdMs: number }): Promise<{ origin: string; close: () => Promise<void> }>;
