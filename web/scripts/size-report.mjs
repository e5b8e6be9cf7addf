// Gzip sizes of what the home page loads to render and come alive: its scripts, the modules
// boot.js starts after the first paint, its CSS; and separately the lazily loaded WebAssembly
// rulebook. The home page paints from its build-time HTML before any of this JavaScript has run.
// Run after `npm run build` (just size).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const html = readFileSync(join(dist, 'prerendered', 'index.html'), 'utf8');
const refs = [
  ...[...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/data-(?:entry|preload)="([^"]+)"/g)].flatMap((m) => m[1].split(' ')).map((r) => r.slice(1)),
];
const js = refs.filter((r) => r.endsWith('.js'));
const css = refs.filter((r) => r.endsWith('.css'));
const jsTotal = js.reduce((s, f) => s + gz(f), 0);
const cssTotal = css.reduce((s, f) => s + gz(f), 0);
for (const f of [...js, ...css]) console.log(`  ${f.padEnd(48)} ${kb(gz(f))}`);
console.log(`JavaScript of the home page (gzip):    ${kb(jsTotal)}  (budget 150 kB)`);
console.log(`CSS of the home page (gzip):           ${kb(cssTotal)}`);
const wasm = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.wasm'));
// The rulebook's module has a 60 kB budget; the game engines' module loads only on game pages and
// the bonus math's only where a bonus is shown: neither has one of its own (reported to watch them).
for (const f of wasm) {
  const size = gz(join('assets', f));
  const core = f.startsWith('casino_core_wasm');
  const where = core ? '  (budget 60 kB)' : f.startsWith('casino_games_wasm') ? '  (game pages only)' : '  (bonus screens only)';
  console.log(`WebAssembly ${f} (gzip): ${kb(size)}${where}`);
  if (core && size > 60 * 1024) process.exitCode = 1;
}
if (jsTotal > 150 * 1024) process.exitCode = 1;
