#!/usr/bin/env node
'use strict';

/**
 * Runs the Strapi CLI with tsconfig.json files outside cms/ hidden: `strapi build` and `develop` walk up the folders,
 * find the site's tsconfig, take this JavaScript project for TypeScript and exit 1 ("Compiling TS", no message).
 * `strapi start` only looks in cms/; `strapi develop`'s cluster workers re-run this script, so they are patched too.
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
