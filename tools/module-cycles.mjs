/**
 * No two backend module folders import each other, directly or round a loop: run by `npm run
 * lint:arch`, it fails on any cycle and prints one import for each step of it.
 *
 * A module folder is a folder under backend/src (bookings, catalog, ...), or one under
 * backend/src/integrations (integrations/webhooks, ...). Every import counts, type-only imports and
 * tests beside the code included: a port that one side reads and the other implements still ties
 * the two together. dependency-cruiser's own folder-level cycle rule cannot see these cycles: it
 * compares the importing folder with the imported file's own folder (bookings with
 * notifications/ports), so a loop through two modules' ports/ folders never closes for it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The tree that holds backend/src: this repository, or the one given (the rules' test fixture).
const TREE = path.resolve(process.argv[2] ?? ROOT);
const SRC = 'backend/src/';

/** The module folder a file belongs to; the files directly in backend/src (main, app.module) are the app. */
export function moduleOf(file) {
  const parts = file.slice(SRC.length).split('/');
  if (parts.length === 1) return '(app)';
  if (parts[0] === 'integrations' && parts.length > 2) return `integrations/${parts[1]}`;
  return parts[0];
}

/** module -> module -> one import (from file, to file) that makes the edge. */
function moduleGraph(modules) {
  const graph = new Map();
  for (const { source, dependencies } of modules) {
    if (!source.startsWith(SRC)) continue;
    const from = moduleOf(source);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { resolved } of dependencies) {
      if (!resolved.startsWith(SRC)) continue;
      const to = moduleOf(resolved);
      if (to !== from && !graph.get(from).has(to)) graph.get(from).set(to, [source, resolved]);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan): each holds at least one cycle. */
export function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** For each edge inside `group`, the shortest loop back to where it starts: the cycles to break. */
function shortestLoops(graph, group) {
  const loops = new Map();
  for (const from of group) {
    for (const to of graph.get(from).keys()) {
      if (!group.includes(to)) continue;
      // Breadth first from `to` back to `from`, inside the group.
      const previous = new Map([[to, null]]);
      const queue = [to];
      while (queue.length > 0 && !previous.has(from)) {
        const at = queue.shift();
        for (const next of graph.get(at).keys()) {
          if (group.includes(next) && !previous.has(next)) {
            previous.set(next, at);
            queue.push(next);
          }
        }
      }
      const path = [];
      for (let at = from; at !== null; at = previous.get(at)) path.unshift(at);
      // The same loop read from its alphabetically first folder, so that it is listed once.
      const first = path.indexOf([...path].sort()[0]);
      const loop = [...path.slice(first), ...path.slice(0, first)];
      loops.set(loop.join(), [...loop, loop[0]]);
    }
  }
  return [...loops.values()].sort(
    (a, b) => a.length - b.length || a.join().localeCompare(b.join()),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cruise = () =>
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        path.join(ROOT, '.dependency-cruiser.cjs'),
        '--include-only',
        `^${SRC}`,
        '--output-type',
        'json',
        SRC,
      ],
      { cwd: TREE, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  let json;
  try {
    json = cruise();
  } catch (e) {
    // The layer rules' own violations make the tool exit non-zero; its report is still on stdout.
    if (!e.stdout) throw e;
    json = e.stdout;
  }
  const graph = moduleGraph(JSON.parse(json).modules);
  const found = cycles(graph);
  if (found.length === 0) {
    console.log(`backend/src: no cycle between its ${graph.size} module folders.`);
    process.exit(0);
  }
  for (const group of found) {
    console.error(`\nmodule folders in a cycle: ${group.join(', ')}`);
    for (const loop of shortestLoops(graph, group)) console.error(`  ${loop.join(' -> ')}`);
    console.error('the imports that close them:');
    for (const from of group) {
      for (const [to, [file, imported]] of graph.get(from)) {
        if (group.includes(to)) console.error(`  ${from} -> ${to}: ${file} imports ${imported}`);
      }
    }
  }
  console.error(`\n${found.length} group(s) of backend module folders in a cycle.`);
  process.exit(1);
}
