// Installs the embedded Strapi's own node_modules (React 18 for its admin, kept apart from the site's React 19).
// Skipped when SKIP_CMS_INSTALL=1 (a site pointed at another Strapi does not need it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (process.env.SKIP_CMS_INSTALL === '1') process.exit(0);
if (!existsSync('cms/package.json')) process.exit(0);
const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: 'cms', stdio: 'inherit' });
process.exit(result.status ?? 1);
