import * as client from '@esthetics/api-client';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { promisify } from 'node:util';
import { useListeningApp } from './listen';

/**
 * The examples of docs/integrations.md marked to run (a fence "```ts run" or "```sh run"), run
 * against the real app. A TypeScript example's `console.log` lines must print what its `// →`
 * comments say; a shell example must exit 0 (its curl calls use --fail-with-body).
 */
const DOC = path.join(__dirname, '../../../docs/integrations.md');

interface Example {
  lang: 'ts' | 'sh';
  line: number;
  code: string;
}

function examples(markdown: string): Example[] {
  const found: Example[] = [];
  const fence = /^```(ts|sh) run\n([\s\S]*?)^```$/gm;
  for (let m = fence.exec(markdown); m; m = fence.exec(markdown)) {
    const line = markdown.slice(0, m.index).split('\n').length;
    found.push({ lang: m[1] as Example['lang'], line, code: m[2] });
  }
  return found;
}

/** Runs a TypeScript example (its imports from the client package) and answers what it logged. */
async function runTs(code: string): Promise<string[]> {
  const lines = code.split('\n');
  const imports = lines.filter((l) => l.startsWith('import '));
  const body = lines.filter((l) => !l.startsWith('import '));
  const source = `${imports.join('\n')}\nexport async function main() {\n${body.join('\n')}\n}\n`;
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const logged: string[] = [];
  const exports: { main?: () => Promise<void> } = {};
  const requireShim = (id: string): unknown => {
    if (id === '@esthetics/api-client') return client;
    throw new Error(`The example imports ${id}, which the runner does not provide`);
  };
  const fakeConsole = { log: (...args: unknown[]) => logged.push(args.map(String).join(' ')) };
  new Function('require', 'exports', 'console', js)(requireShim, exports, fakeConsole);
  await exports.main!();
  return logged;
}

describe('docs/integrations.md examples', () => {
  const { url } = useListeningApp();
  const all = examples(readFileSync(DOC, 'utf8'));

  it('has runnable examples of both kinds', () => {
    expect(all.filter((e) => e.lang === 'ts').length).toBeGreaterThanOrEqual(3);
    expect(all.filter((e) => e.lang === 'sh').length).toBeGreaterThanOrEqual(2);
  });

  it.each(all.map((e) => [`${e.lang} example at line ${e.line}`, e] as const))(
    'runs the %s',
    async (_name, example) => {
      if (example.lang === 'sh') {
        // Asynchronously: the app answering curl runs in this process.
        await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', example.code], {
          env: { ...process.env, API_URL: url() },
          timeout: 30_000,
        });
        return;
      }
      const expected = example.code
        .split('\n')
        .filter((l) => l.startsWith('// → '))
        .map((l) => l.slice('// → '.length));
      process.env.API_URL = url();
      try {
        expect(await runTs(example.code)).toEqual(expected);
      } finally {
        delete process.env.API_URL;
      }
    },
  );
});
