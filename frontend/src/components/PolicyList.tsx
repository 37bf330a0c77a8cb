import { POLICIES } from '@esthetics/domain';

/** The business's policies (docs/spec.md#policies-in-text), from the domain, chosen by id. */
export function PolicyList({ ids }: { ids: readonly string[] }) {
  const policies = ids.map((id) => {
    const policy = POLICIES.find((p) => p.id === id);
    if (!policy) throw new Error(`Unknown policy ${id}`);
    return policy;
  });
  return (
    <dl className="policy-list">
      {policies.map((p) => (
        <div key={p.id}>
          <dt>{p.title}</dt>
          <dd>{p.text}</dd>
        </div>
      ))}
    </dl>
  );
}
