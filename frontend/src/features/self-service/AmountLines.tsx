import type { AmountLine } from './terms';

/** The money of a cancellation or a no-show, one amount a line ("Refunded to your card  $21.25"). */
export function AmountLines({ lines }: { lines: readonly AmountLine[] }) {
  if (lines.length === 0) return null;
  return (
    <dl className="amount-lines">
      {lines.map((line) => (
        <div key={line.key} className={`amount-line amount-line--${line.key}`}>
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
