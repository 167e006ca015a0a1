// The standalone server of a production build, for deployments. Next leaves the static files out of it (a CDN may
// serve them), so `prepare` (run by npm run build) copies them in and <distDir>/standalone alone can be shipped.
//   node scripts/standalone.mjs prepare|start   (start: PORT, default 3000; HOSTNAME, default 0.0.0.0)
import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = join(distDir, 'standalone');
const command = process.argv[2];

function prepare() {
  if (!existsSync(join(standalone, 'server.js'))) {
    throw new Error(`${standalone}/server.js absent : lancez d'abord le build (npm run build)`);
  }
  cpSync(join(distDir, 'static'), join(standalone, distDir, 'static'), { recursive: true });
  // The service worker of this build (scripts/build-worker.mjs), served by app/sw.js/route.ts.
  if (existsSync(join(distDir, 'sw.js'))) cpSync(join(distDir, 'sw.js'), join(standalone, distDir, 'sw.js'));
  if (existsSync('public')) cpSync('public', join(standalone, 'public'), { recursive: true });
  console.log(`[standalone] ${standalone} prêt : node ${join(standalone, 'server.js')}`);
}

if (command === 'prepare') {
  prepare();
} else if (command === 'start') {
  prepare();
  const server = spawn(process.execPath, ['server.js'], {
    cwd: standalone,
    stdio: 'inherit',
    env: { PORT: '3000', HOSTNAME: '0.0.0.0', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 1));
} else {
  console.error('usage : node scripts/standalone.mjs prepare|start');
  process.exit(2);
}
