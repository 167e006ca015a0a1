// Prints the logo's words (Inter ExtraBold and SemiBold from @fontsource/inter) as SVG paths to paste into
// components/layout/Logo.tsx: paths look the same on every device and need no font before first paint.
// Logo.test.tsx holds the component to this output. Usage: node scripts/logo-wordmark.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import opentype from 'opentype.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function loadInter(weight) {
  const file = readFileSync(join(root, 'node_modules', '@fontsource', 'inter', 'files', `inter-latin-${weight}-normal.woff`));
  return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
}

/** Tenths of a unit, as integers: relative moves between rounded points add up exactly. */
const tenths = (value) => Math.round(value * 10);
const formatTenths = (value) => (value / 10).toFixed(1).replace(/\.0$/, '').replace(/^(-?)0\./, '$1.');

/** Numbers of one command, without the separators SVG does not need ("-" or a second "." starts a number). */
function joinNumbers(values) {
  let out = '';
  for (const text of values.map(formatTenths)) {
    const previous = out.split(/[^\d.]/).pop() ?? '';
    const needsSpace = out !== '' && !text.startsWith('-') && !(text.startsWith('.') && previous.includes('.'));
    out += (needsSpace ? ' ' : '') + text;
  }
  return out;
}

/** opentype.js's absolute commands as relative ones, without empty lines; h and v where they suffice. */
function relativePathData(commands) {
  let out = '';
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const command of commands) {
    if (command.type === 'Z') {
      out += 'z';
      [x, y] = [startX, startY];
      continue;
    }
    const points =
      command.type === 'Q' ? [[command.x1, command.y1], [command.x, command.y]]
      : command.type === 'C' ? [[command.x1, command.y1], [command.x2, command.y2], [command.x, command.y]]
      : [[command.x, command.y]];
    const rounded = points.map(([px, py]) => [tenths(px), tenths(py)]);
    let name = command.type.toLowerCase();
    let values = rounded.flatMap(([px, py]) => [px - x, py - y]);
    if (name === 'l' && values[0] === 0 && values[1] === 0) continue;
    if (name === 'l' && values[1] === 0) [name, values] = ['h', [values[0]]];
    else if (name === 'l' && values[0] === 0) [name, values] = ['v', [values[1]]];
    out += name + joinNumbers(values);
    [x, y] = rounded[rounded.length - 1];
    if (command.type === 'M') [startX, startY] = [x, y];
  }
  return out;
}

/** One line of text as a path: glyph advances, the font's kerning and the letter spacing, in SVG user units. */
function outline(font, text, { x, y, size, letterSpacing }) {
  const scale = size / font.unitsPerEm;
  const path = new opentype.Path();
  let pen = x;
  let previous = null;
  for (const character of text) {
    const glyph = font.charToGlyph(character);
    if (previous) pen += font.getKerningValue(previous, glyph) * scale;
    path.extend(glyph.getPath(pen, y, size));
    pen += glyph.advanceWidth * scale + letterSpacing;
    previous = glyph;
  }
  return { d: relativePathData(path.commands), right: path.getBoundingBox().x2 };
}

/** The name's and the tagline's path data, and the right edge of the words (the logo's width must hold them). */
export function wordmarkPaths() {
  const name = outline(loadInter(800), 'ADIVE', { x: 50, y: 27, size: 24, letterSpacing: 1.5 });
  const tagline = outline(loadInter(600), 'DIGITAL & VENTE', { x: 50.5, y: 39.5, size: 7.4, letterSpacing: 0.35 });
  return { name: name.d, tagline: tagline.d, right: Math.max(name.right, tagline.right) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { name, tagline, right } = wordmarkPaths();
  console.log(`const WORDMARK_NAME = '${name}';`);
  console.log(`const WORDMARK_TAGLINE = '${tagline}';`);
  console.log(`/** Room for the words: they end at x = ${right.toFixed(1)}. */`);
}
