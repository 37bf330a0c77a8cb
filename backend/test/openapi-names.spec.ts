import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * @nestjs/swagger names each schema of openapi.json after its class: two DTO classes of one name
 * (in two modules) silently become one schema, and the frontend types of one route become the
 * other's. Every class a DTO folder exports must have its own name.
 */
const SRC = path.resolve(__dirname, '../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('DTO class names', () => {
  it('are unique across the backend (one schema each in openapi.json)', () => {
    const seen = new Map<string, string[]>();
    for (const file of files(SRC).filter((f) => !f.endsWith('.spec.ts'))) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/export class (\w+Dto)\b/g)) {
        seen.set(name, [...(seen.get(name) ?? []), path.relative(SRC, file)]);
      }
    }
    const twice = [...seen].filter(([, where]) => where.length > 1);
    expect(twice).toEqual([]);
    expect(seen.size).toBeGreaterThan(50);
  });
});
