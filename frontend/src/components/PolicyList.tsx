import { POLICIES } from '@esthetics/domain';

/** The business's policies (spec section 9), from the domain, chosen by id. */
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
