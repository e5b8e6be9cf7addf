// Writes the public pages, rendered at build time, to dist/prerendered/<path>.html: the server
// answers a first visit with them, so the page paints before any JavaScript has run (returning
// visitors get the app shell from the service worker). Run after the client build:
//   vite build --ssr src/prerender/render.tsx --outDir dist-ssr && node scripts/prerender.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const web = new URL('..', import.meta.url).pathname;
const dist = join(web, 'dist');
const out = join(dist, 'prerendered');
const { prerenderPaths, renderPage } = await import(join(web, 'dist-ssr', 'render.js'));
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A module's chunk, the chunks it imports statically, and their styles. */
function assetsOf(entries) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  entries.forEach(visit);
  return { js, css };
}

// What the shell already loads (the entry and its imports) need not be preloaded again.
const entry = assetsOf(Object.keys(manifest).filter((k) => manifest[k].isEntry));

const entryFile = manifest[Object.keys(manifest).find((k) => manifest[k].isEntry)].file;
// The shell's own module script and preloads, which boot.js replaces in a rendered page.
const bootless = shell.replace(/<script type="module"[^>]*><\/script>\s*/, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
if (bootless.includes(entryFile)) throw new Error('index.html: the entry script was not found');

rmSync(out, { recursive: true, force: true });
let count = 0;
for (const path of prerenderPaths()) {
  const page = await renderPage(path);
  const { js, css } = assetsOf(page.modules);
  const styles = [...css].filter((f) => !entry.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
  // The app starts after the first paint (public/boot.js), with the entry's and the page's modules.
  const preload = [...entry.js, ...js].filter((f) => f !== entryFile).map((f) => `/${f}`);
  const boot = `<script src="/boot.js" defer data-entry="/${entryFile}" data-preload="${[...new Set(preload)].join(' ')}"></script>`;
  const html = bootless
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escape(page.description)}"`)
    .replace('</head>', `${styles.join('')}${boot}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (!html.includes(page.html)) throw new Error(`index.html has no empty #root for ${path}`);
  const file = join(out, `${path === '/' ? 'index' : path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  count += 1;
}
console.log(`prerendered ${count} pages into dist/prerendered`);
