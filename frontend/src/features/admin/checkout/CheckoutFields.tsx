import {
  formatCents,
  MAX_PRODUCT_LINES,
  PRODUCT_NAME_MAX,
  type CheckoutMethod,
} from '@esthetics/domain';
import { useId } from 'react';
import type { Schemas } from '../../../api/client';
import type { CheckoutDraft } from './checkout-form';

type Summary = Schemas['VisitCheckoutSummaryDto'];

/**
 * The checkout form's fields: what is due, the tip (presets of the service's total, or an amount),
 * the products sold, and how it is paid.
 */
export function CheckoutFields({
  summary,
  draft,
  onChange,
  invalid,
  methodLabel,
  presetText,
}: {
  summary: Summary;
  draft: CheckoutDraft;
  onChange: (next: CheckoutDraft) => void;
  /** The field the problem shown is about. */
  invalid: string | null;
  methodLabel: (method: string) => string;
  presetText: (cents: number) => string;
}) {
  const id = useId();
  const nextKey = Math.max(0, ...draft.products.map((p) => p.key)) + 1;
  const setProduct = (key: number, change: Partial<{ name: string; price: string }>) =>
    onChange({
      ...draft,
      products: draft.products.map((p) => (p.key === key ? { ...p, ...change } : p)),
    });
  return (
    <>
      <dl className="summary-lines">
        <div>
          <dt>Service total</dt>
          <dd>{formatCents(summary.total_cents)}</dd>
        </div>
        <div>
          <dt>Deposit paid</dt>
          <dd>− {formatCents(summary.deposit_cents)}</dd>
        </div>
        {summary.credits_cents > 0 && (
          <div>
            <dt>Credit used</dt>
            <dd>− {formatCents(summary.credits_cents)}</dd>
          </div>
        )}
        <div className="summary-total">
          <dt>Balance due</dt>
          <dd>{formatCents(summary.balance_due_cents)}</dd>
        </div>
      </dl>

      <fieldset className="checkout-group">
        <legend>Tip</legend>
        <div className="btn-group checkout-presets" role="group" aria-label="Tip presets">
          {summary.tip_presets.map((p) => (
            <button
              key={p.percent}
              type="button"
              className="btn btn--small btn--ghost"
              aria-pressed={draft.tipPercent === p.percent}
              onClick={() =>
                onChange({ ...draft, tipPercent: p.percent, tipText: presetText(p.amount_cents) })
              }
            >
              {p.percent}% · {formatCents(p.amount_cents)}
            </button>
          ))}
          <button
            type="button"
            className="btn btn--small btn--ghost"
            aria-pressed={draft.tipPercent === null && draft.tipText === ''}
            onClick={() => onChange({ ...draft, tipPercent: null, tipText: '' })}
          >
            No tip
          </button>
        </div>
        <div className="field">
          <label htmlFor={`${id}-tip`}>Tip amount ($)</label>
          <input
            id={`${id}-tip`}
            name="tip_cents"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={draft.tipText}
            aria-invalid={invalid === 'tip_cents' || undefined}
            onChange={(e) => onChange({ ...draft, tipPercent: null, tipText: e.target.value })}
          />
        </div>
      </fieldset>

      <fieldset className="checkout-group">
        <legend>Products sold</legend>
        {draft.products.length === 0 && <p className="hint">No products.</p>}
        <ul className="checkout-products">
          {draft.products.map((p, i) => (
            <li key={p.key} className="checkout-product">
              <div className="field">
                <label htmlFor={`${id}-pn-${p.key}`}>Product {i + 1}</label>
                <input
                  id={`${id}-pn-${p.key}`}
                  maxLength={PRODUCT_NAME_MAX}
                  value={p.name}
                  aria-invalid={invalid === 'products' || undefined}
                  onChange={(e) => setProduct(p.key, { name: e.target.value })}
                />
              </div>
              <div className="field checkout-price">
                <label htmlFor={`${id}-pp-${p.key}`}>Price ($)</label>
                <input
                  id={`${id}-pp-${p.key}`}
                  inputMode="decimal"
                  placeholder="0.00"
                  value={p.price}
                  aria-invalid={invalid === 'products' || undefined}
                  onChange={(e) => setProduct(p.key, { price: e.target.value })}
                />
              </div>
              <button
                type="button"
                className="btn btn--small btn--ghost checkout-remove"
                aria-label={`Remove product ${i + 1}`}
                onClick={() =>
                  onChange({ ...draft, products: draft.products.filter((q) => q.key !== p.key) })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        {draft.products.length < MAX_PRODUCT_LINES && (
          <button
            type="button"
            className="btn btn--small btn--ghost"
            onClick={() =>
              onChange({
                ...draft,
                products: [...draft.products, { key: nextKey, name: '', price: '' }],
              })
            }
          >
            Add a product
          </button>
        )}
      </fieldset>

      <fieldset className="checkout-group">
        <legend>Paid with</legend>
        {summary.methods.map((m) => (
          <label key={m} className="checkout-method">
            <input
              type="radio"
              name={`${id}-method`}
              value={m}
              checked={draft.method === m}
              onChange={() => onChange({ ...draft, method: m as CheckoutMethod })}
            />
            <span>{methodLabel(m)}</span>
          </label>
        ))}
        {summary.saved_card && !summary.methods.includes('saved_card') && (
          <p className="hint">
            Saved card on file: {methodLabel('saved_card')} (it cannot be charged here yet).
          </p>
        )}
      </fieldset>
    </>
  );
}
