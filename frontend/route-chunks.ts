import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What a direct load of a route needs besides the entry: its lazy page chunk, its imports, its CSS. */
export interface RouteChunks {
  readonly js: string[];
  readonly css: string[];
}

/**
 * Writes `route-chunks.json` beside index.html: for each route of src/App.tsx whose page is a lazy
 * chunk, the files that page loads. The server links them from the page's first HTML
 * (modulepreload, stylesheet), so a direct load fetches them beside the entry script instead of
 * after it has run.
 */
export function routeChunks(appFile: string): Plugin {
  return {
    name: 'route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const app = readFileSync(appFile, 'utf8');
      const lazyModules = new Map<string, string>();
      for (const [, name, source] of app.matchAll(
        /const (\w+) = lazy\(\(\) => import\('([^']+)'\)\)/g,
      ))
        lazyModules.set(name, path.resolve(path.dirname(appFile), source));

      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // The entry and what it imports statically are in index.html already.
      const inIndex = new Set<string>();
      const markIndex = (fileName: string) => {
        const chunk = byFile.get(fileName);
        if (!chunk || inIndex.has(fileName)) return;
        inIndex.add(fileName);
        chunk.imports.forEach(markIndex);
      };
      chunks.filter((c) => c.isEntry).forEach((c) => markIndex(c.fileName));
      const routes: Record<string, RouteChunks> = {};
      // The page table's entries: `'/services': <ServicesPage />,`
      for (const [, routePath, component] of app.matchAll(/'(\/[^']*)':\s*<(\w+)\s*\/>/g)) {
        const module = lazyModules.get(component);
        if (!module) continue; // part of the entry chunk
        const page = chunks.find((c) => c.facadeModuleId?.replace(/\.[jt]sx?$/, '') === module);
        if (!page) continue;
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || inIndex.has(fileName) || js.has(fileName)) return;
          js.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((f) => css.add(f));
          chunk.imports.forEach(visit);
        };
        visit(page.fileName);
        routes[routePath] = {
          js: [...js].map((f) => `/${f}`),
          css: [...css].map((f) => `/${f}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-chunks.json',
        source: JSON.stringify(routes, null, 2),
      });
    },
  };
}
