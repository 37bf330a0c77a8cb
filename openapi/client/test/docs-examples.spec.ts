import * as client from '@esthetics/api-client';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import * as http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as standardwebhooks from 'standardwebhooks';
import ts from 'typescript';
import { ADMIN_PASSWORD } from '../../../backend/test/support/test-app';
import { RECEIVE_WEBHOOKS_ENV, useListeningApp } from './listen';

/**
 * The examples of docs/integrations.md marked to run (a fence "```ts run" or "```sh run"), run in
 * the page's order against the real app, as one integrator following the page would. A TypeScript
 * example's `console.log` lines must print what its `// →` comments say; a shell example must exit 0
 * (its curl calls use --fail-with-body) and, when it has `# →` comments, print those lines. What a shell example `export`s (API_KEY, ...) is in the
 * environment of the examples after it; the first ones get API_URL and the owner's ADMIN_USERNAME
 * and ADMIN_PASSWORD.
 */
const DOC = path.join(__dirname, '../../../docs/integrations.md');

interface Example {
  lang: 'ts' | 'sh';
  line: number;
  code: string;
}

function examples(markdown: string, all = false): Example[] {
  const found: Example[] = [];
  const fence = all
    ? /^```(ts|sh)(?: run)?\n([\s\S]*?)^```$/gm
    : /^```(ts|sh) run\n([\s\S]*?)^```$/gm;
  for (let m = fence.exec(markdown); m; m = fence.exec(markdown)) {
    const line = markdown.slice(0, m.index).split('\n').length;
    found.push({ lang: m[1] as Example['lang'], line, code: m[2] });
  }
  return found;
}

/** An example as a module: its imports, then its body in an async function (it awaits at the top). */
function asModule(code: string): string {
  const lines = code.split('\n');
  const imports = lines.filter((l) => l.startsWith('import '));
  const body = lines.filter((l) => !l.startsWith('import '));
  return `${imports.join('\n')}\nexport async function main() {\n${body.join('\n')}\n}\n`;
}

/**
 * TypeScript's errors in the page's TypeScript examples (run or not), compiled as the client's
 * tests are, against the generated types: a path, parameter, body or answer the API does not have is
 * an error here.
 */
function typeErrors(found: Example[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(__dirname, '../tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;
  const files = new Map(
    found.map((e) => [path.join(__dirname, `doc-example-line-${e.line}.ts`), asModule(e.code)]),
  );
  const options = { ...config.options, noEmit: true, noUnusedLocals: false };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.getSourceFile = (name, version, ...rest) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name)!, version)
      : getSourceFile(name, version, ...rest);
  const program = ts.createProgram([...files.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) =>
      d.file
        ? `${path.basename(d.file.fileName)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
        : ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    );
}

/**
 * `standardwebhooks` for the examples, verifying with the receiver's clock at the app's: the test app
 * runs on a fixed test clock, so the `webhook-timestamp` it signs is the test clock's, and the
 * library's 5-minute window is measured from there. Nothing else differs.
 */
function webhooksAtAppTime(now: () => Date): typeof standardwebhooks {
  class Webhook extends standardwebhooks.Webhook {
    override verify(...args: Parameters<standardwebhooks.Webhook['verify']>): unknown {
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now().getTime());
      try {
        return super.verify(...args);
      } finally {
        clock.mockRestore();
      }
    }
  }
  return { ...standardwebhooks, Webhook };
}

/**
 * Runs a TypeScript example and answers what it logged. It may import the modules given (the
 * client package, `standardwebhooks`, Node's `http`).
 */
async function runTs(code: string, modules: Record<string, unknown>): Promise<string[]> {
  const js = ts.transpileModule(asModule(code), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const logged: string[] = [];
  const exports: { main?: () => Promise<void> } = {};
  const requireShim = (id: string): unknown => {
    if (id in modules) return modules[id];
    throw new Error(`The example imports ${id}, which the runner does not provide`);
  };
  const fakeConsole = { log: (...args: unknown[]) => logged.push(args.map(String).join(' ')) };
  new Function('require', 'exports', 'console', js)(requireShim, exports, fakeConsole);
  await exports.main!();
  return logged;
}

/**
 * Runs a shell example with `env`; answers the lines it printed and the variables it exported (new
 * or changed), for the examples after it.
 */
async function runSh(
  code: string,
  env: Record<string, string>,
): Promise<{ printed: string[]; exported: Record<string, string> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-example-'));
  const out = path.join(dir, 'env');
  try {
    // Asynchronously: the app answering curl runs in this process.
    const { stdout } = await promisify(execFile)(
      'bash',
      ['-euo', 'pipefail', '-c', `${code}\nenv -0 > "$1"`, 'example', out],
      {
        env: { ...process.env, ...env },
        timeout: 30_000,
      },
    );
    const exported: Record<string, string> = {};
    for (const entry of readFileSync(out, 'utf8').split('\0')) {
      const at = entry.indexOf('=');
      const [name, value] = [entry.slice(0, at), entry.slice(at + 1)];
      if (/^[A-Z][A-Z0-9_]*$/.test(name) && value !== (env[name] ?? process.env[name]))
        exported[name] = value;
    }
    delete exported.SHLVL;
    delete exported.OLDPWD;
    return { printed: stdout.split('\n').filter((l) => l.trim() !== ''), exported };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('docs/integrations.md examples', () => {
  const { t, url } = useListeningApp({ env: RECEIVE_WEBHOOKS_ENV });
  const all = examples(readFileSync(DOC, 'utf8'));
  /** What the examples so far have exported: the page's variables, as a reader's shell has them. */
  const shared: Record<string, string> = {};
  beforeAll(() => {
    Object.assign(shared, { API_URL: url(), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD });
  });

  it('has runnable examples of both kinds, for API keys and webhooks too', () => {
    expect(all.filter((e) => e.lang === 'ts').length).toBeGreaterThanOrEqual(3);
    expect(all.filter((e) => e.lang === 'sh').length).toBeGreaterThanOrEqual(2);
    const run = (lang: Example['lang'], text: string) =>
      all.some((e) => e.lang === lang && e.code.includes(text));
    // The owner creates a key; an integrator uses it with curl and the typed client.
    expect(run('sh', '/api/admin/api-keys')).toBe(true);
    expect(run('sh', 'Bearer $API_KEY')).toBe(true);
    expect(run('ts', 'apiKey: process.env.API_KEY')).toBe(true);
    // A receiver registers its endpoint and verifies what it gets.
    expect(run('ts', "'/api/admin/webhooks'")).toBe(true);
    expect(run('ts', '.verify(')).toBe(true);
  });

  it('has TypeScript examples that compile against the generated types', () => {
    const ts = examples(readFileSync(DOC, 'utf8'), true).filter((e) => e.lang === 'ts');
    expect(typeErrors(ts)).toEqual([]);
  });

  it.each(all.map((e) => [`${e.lang} example at line ${e.line}`, e] as const))(
    'runs the %s',
    async (_name, example) => {
      const arrow = example.lang === 'sh' ? '# → ' : '// → ';
      const expected = example.code
        .split('\n')
        .filter((l) => l.startsWith(arrow))
        .map((l) => l.slice(arrow.length));
      if (example.lang === 'sh') {
        const { printed, exported } = await runSh(example.code, shared);
        Object.assign(shared, exported);
        if (expected.length > 0) expect(printed).toEqual(expected);
        return;
      }
      const before = { ...process.env };
      Object.assign(process.env, shared);
      try {
        const modules = {
          '@esthetics/api-client': client,
          standardwebhooks: webhooksAtAppTime(() => t.clock.now()),
          'node:http': http,
        };
        expect(await runTs(example.code, modules)).toEqual(expected);
      } finally {
        for (const name of Object.keys(shared)) {
          if (name in before) process.env[name] = before[name];
          else delete process.env[name];
        }
      }
    },
  );
});
