import {
  formatCents,
  SERVICE_CHARGE_PERCENT,
  DEPOSIT_PERCENT,
  type PriceBreakdown,
} from '@esthetics/domain';

/** The live summary, line by line, from the domain's price (the same one the server charges). */
export function BookingSummary({ price }: { price: PriceBreakdown | null }) {
  return (
    <aside className="booking-summary card" aria-labelledby="summary-title">
      <h2 id="summary-title">Your booking</h2>
      {!price ? (
        <p className="muted">Choose a service or a package deal to see the price.</p>
      ) : (
        <dl className="summary-lines" aria-live="polite">
          {price.package && (
            <div>
              <dt>{price.package.name} package</dt>
              <dd>{formatCents(price.package.amountCents)}</dd>
            </div>
          )}
          {price.services.map((line) => (
            <div key={line.id}>
              <dt>
                {line.name}
                {line.persons > 1 && (
                  <span className="summary-note">
                    {' '}
                    × {line.persons} people at {formatCents(line.unitCents)}
                  </span>
                )}
              </dt>
              <dd>{price.package ? 'Included' : formatCents(line.amountCents)}</dd>
            </div>
          ))}
          {price.addOns.map((line) => (
            <div key={line.id}>
              <dt>{line.name} (add-on)</dt>
              <dd>{formatCents(line.amountCents)}</dd>
            </div>
          ))}
          {price.travelFeeCents > 0 && (
            <div>
              <dt>Travel fee</dt>
              <dd>{formatCents(price.travelFeeCents)}</dd>
            </div>
          )}
          {price.serviceChargeApplies && (
            <div>
              <dt>Service charge ({SERVICE_CHARGE_PERCENT}%)</dt>
              <dd>{formatCents(price.serviceChargeCents)}</dd>
            </div>
          )}
          <div className="summary-total">
            <dt>Total</dt>
            <dd data-testid="summary-total">{formatCents(price.totalCents)}</dd>
          </div>
          <div className="summary-deposit">
            <dt>Deposit due now ({DEPOSIT_PERCENT}%)</dt>
            <dd data-testid="summary-deposit">{formatCents(price.depositCents)}</dd>
          </div>
          <div>
            <dt>Balance due at your appointment</dt>
            <dd>{formatCents(price.balanceCents)}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{price.durationMinutes} min</dd>
          </div>
        </dl>
      )}
    </aside>
  );
}
