import { WEBHOOK_EVENT_TYPES } from '@esthetics/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webhooksOpenApi } from './webhooks.openapi';

describe('webhooksOpenApi', () => {
  const generated = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../../../openapi/openapi.json'), 'utf8'),
  ) as { components: { schemas: Record<string, unknown> } };

  it('documents a POST for every event, with the Standard Webhooks headers', () => {
    const webhooks = webhooksOpenApi() as Record<
      string,
      { post: { parameters: { name: string }[] } }
    >;
    expect(Object.keys(webhooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
    for (const w of Object.values(webhooks))
      expect(w.post.parameters.map((p) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
  });

  it("refers to data schemas the API's document has", () => {
    const refs = JSON.stringify(webhooksOpenApi()).match(/#\/components\/schemas\/\w+/g) ?? [];
    expect(refs).toHaveLength(WEBHOOK_EVENT_TYPES.length);
    for (const ref of refs)
      expect(generated.components.schemas).toHaveProperty(ref.split('/').pop()!);
  });
});
