#!/usr/bin/env node
'use strict';

/**
 * Runs the Strapi CLI, but keeps it from picking up a tsconfig.json found
 * *above* cms/ (the website's, at the repository root).
 *
 * `strapi build` and `strapi develop` look for tsconfig.json with TypeScript's
 * findConfigFile, which walks up the parent folders: from cms/ it finds the
 * site's tsconfig, takes this plain-JavaScript project for a TypeScript one,
 * tries to compile it and exits with code 1 ("Compiling TS", no message).
 * Hiding tsconfig files outside cms/ from TypeScript's file-existence check
 * fixes that without adding a tsconfig here. `strapi start` only looks in cms/
 * itself and is unaffected; cluster workers of `strapi develop` re-run this
 * script, so the patch applies to them too.
 */

const path = require('path');

const appDir = path.resolve(__dirname, '..');

try {
  const ts = require(require.resolve('typescript', { paths: [appDir] }));
  const fileExists = ts.sys.fileExists;
  ts.sys.fileExists = (file) => {
    const absolute = path.resolve(file);
    if (path.basename(absolute) === 'tsconfig.json' && !absolute.startsWith(appDir + path.sep)) {
      return false;
    }
    return fileExists.call(ts.sys, file);
  };
} catch {
  // typescript not installed: nothing to isolate from.
}

const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [appDir] }));
require(path.join(strapiDir, 'bin', 'strapi.js'));
