import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built index.html as Vite writes it: the module script in the head, the markers kept. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--home-preload-->
    <link rel="preload" as="image" href="/assets/hero-800-abc.webp" fetchpriority="high" />
    <!--/home-preload-->
    <!--page-head-->
    <meta name="description" content="template description" />
    <title>Template title</title>
    <!--/page-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><header class="site-header"></header></div>
  </body>
</html>
`;

/** A STATIC_DIR holding TEMPLATE as its index.html and the script it names. */
export function staticDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'esthetics-static-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  // As the build's route-chunks plugin writes it: what a lazy page loads besides the entry.
  writeFileSync(
    path.join(dir, 'route-chunks.json'),
    JSON.stringify({
      '/contact': {
        js: ['/assets/ContactPage-abc.js', '/assets/form-fields-abc.js'],
        css: ['/assets/ContactPage-abc.css'],
      },
    }),
  );
  return dir;
}
