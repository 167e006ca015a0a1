// Files the build steps write (scripts/build-styles.mjs, scripts/build-measures.mjs) while other builds (tests,
// benchmark) may run the same step side by side: each reader sees the whole file or the previous one.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes `file` whole or not at all. */
export function writeAtomically(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}
