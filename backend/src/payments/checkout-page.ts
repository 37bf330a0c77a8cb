import { formatCents, MESSAGES } from '@esthetics/domain';
import { LOCAL_TEST_CARDS, LocalTestCard } from './local-test-cards';
import { StoredCheckout } from './ports/payment.port';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f1ee;color:#2d2424;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(0,0,0,.08);padding:32px;max-width:440px;width:calc(100% - 32px)}
.badge{display:inline-block;background:#fff3cd;color:#7a5b00;border:1px solid #e6c65c;border-radius:999px;padding:4px 12px;font-size:.8rem;font-weight:700;letter-spacing:.04em}
h1{font-size:1.4rem;margin:16px 0 4px}.amount{font-size:2.2rem;font-weight:700;margin:16px 0}p{line-height:1.5}
.actions{display:flex;gap:12px;margin-top:24px;flex-wrap:wrap}button{font:inherit;font-weight:600;border-radius:10px;padding:12px 20px;cursor:pointer;border:2px solid #8b5e5a}
.pay{background:#8b5e5a;color:#fff}.cancel{background:#fff;color:#8b5e5a}button:focus-visible{outline:3px solid #2d6cdf;outline-offset:2px}
fieldset{border:0;padding:0;margin:24px 0 0;display:grid;gap:8px}legend{font-weight:700;margin-bottom:8px}
.consent{font-size:.9rem;color:#5a4a4a}.notice{background:#fdecea;color:#8a1f11;border-radius:10px;padding:12px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const action = (s: StoredCheckout, what: string) =>
  `/api/payments/checkout/${encodeURIComponent(s.id)}/${what}`;

const cancelForm = (s: StoredCheckout) =>
  `<form method="post" action="${action(s, 'cancel')}"><button class="cancel" type="submit">${escape(MESSAGES.checkoutCancel)}</button></form>`;

/** A button that pays with one test card (named in the query: the page's forms send no body). */
const payForm = (s: StoredCheckout, card: LocalTestCard, label: string, className = 'pay') =>
  `<form method="post" action="${action(s, 'pay')}?card=${card}"><button class="${className}" type="submit">${escape(label)}</button></form>`;

/** The page's header: test mode, the business, what is paid and how much. */
function summary(s: StoredCheckout, businessName: string, amount: string): string {
  return `<span class="badge" role="note">${escape(MESSAGES.checkoutTestMode)}</span>
<h1>${escape(businessName)}</h1>
<p>${escape(s.description)}</p>
<p class="amount" aria-label="${escape(MESSAGES.checkoutAmountDue)}">${escape(amount)}</p>
<p>${escape(MESSAGES.checkoutPayingAs(s.customer_email))}</p>`;
}

/**
 * The local test-mode checkout page: amount, what it pays for, the saved-card consent, Pay (the test
 * card that pays) and Cancel, then the other test cards; `notice`, why the last attempt did not pay.
 */
export function checkoutPage(s: StoredCheckout, businessName: string, notice?: string): string {
  const amount = formatCents(s.amount_cents);
  return page(
    MESSAGES.checkoutPageTitle(businessName),
    `${summary(s, businessName, amount)}
${notice ? `<p class="notice" role="alert">${escape(notice)}</p>` : ''}
<p class="consent">${escape(MESSAGES.savedCardConsent)}</p>
<div class="actions">
${payForm(s, 'succeeds', MESSAGES.checkoutPay(amount))}
${cancelForm(s)}
</div>
<p class="consent">${escape(LOCAL_TEST_CARDS.succeeds.label)}</p>
<fieldset><legend>${escape(MESSAGES.checkoutTestCard)}</legend>
${payForm(s, 'declined', LOCAL_TEST_CARDS.declined.label, 'cancel')}
${payForm(s, 'authentication_required', LOCAL_TEST_CARDS.authentication_required.label, 'cancel')}
</fieldset>`,
  );
}

/** The bank's step for the card that needs authentication: Authenticate pays. */
export function authenticatePage(s: StoredCheckout, businessName: string, card: LocalTestCard) {
  const amount = formatCents(s.amount_cents);
  return page(
    MESSAGES.checkoutPageTitle(businessName),
    `${summary(s, businessName, amount)}
<p role="status">${escape(MESSAGES.checkoutAuthPrompt)}</p>
<div class="actions">
<form method="post" action="${action(s, 'pay')}?card=${card}&amp;authenticated=1"><button class="pay" type="submit">${escape(MESSAGES.checkoutAuthenticate)}</button></form>
${cancelForm(s)}
</div>`,
  );
}

/** A plain page that explains why nothing can be paid, with a way back. */
export function problemPage(message: string, businessName: string, homeUrl: string): string {
  return page(
    MESSAGES.paymentPageTitle(businessName),
    `<h1>${escape(businessName)}</h1><p role="alert">${escape(message)}</p><p><a href="${escape(homeUrl)}">${escape(MESSAGES.paymentReturnHome)}</a></p>`,
  );
}
