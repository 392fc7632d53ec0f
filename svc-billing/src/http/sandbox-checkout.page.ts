import { escapeHtml } from '@manan/service-kit';
import { formatPrice, premiumPlan } from '../domain/plans/plans';

export interface CheckoutPageValues {
  sessionId: string;
  message?: string;
  card?: { number: string; expiry: string; cvc: string; name: string };
}

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f8fb;color:#1a2433}
  .banner{background:#fff4d6;border-bottom:1px solid #e8c868;padding:.75rem 1rem;text-align:center;font-weight:600}
  main{max-width:28rem;margin:2rem auto;padding:0 1rem}
  .card{background:#fff;border:1px solid #dde3ec;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.06)}
  h1{font-size:1.25rem;margin:0 0 .25rem}.price{font-size:2rem;font-weight:700;margin:.5rem 0}.muted{color:#5b6778;font-size:.9rem}
  label{display:block;font-weight:600;font-size:.9rem;margin:1rem 0 .35rem}
  input{width:100%;padding:.65rem .75rem;border:1px solid #b9c3d1;border-radius:.5rem;font-size:1rem}
  input:focus{outline:3px solid #9cc3ff;border-color:#2f6fdf}.row{display:flex;gap:.75rem}.row>div{flex:1}
  .error{background:#fdecec;border:1px solid #e39a9a;color:#8a1c1c;border-radius:.5rem;padding:.75rem;margin-top:1rem}
  button{font-size:1rem;font-weight:600;border-radius:.5rem;padding:.75rem 1rem;cursor:pointer;width:100%}
  .pay{margin-top:1.25rem;background:#2f6fdf;color:#fff;border:0}.pay:hover{background:#2459b8}
  .cancel{margin-top:.75rem;background:#fff;color:#1a2433;border:1px solid #b9c3d1}
  ul{padding-left:1.1rem;margin:.5rem 0 0}.hint{margin-top:1rem}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<div class="banner" role="note">Sandbox checkout — no real payment is taken</div>
<main>${body}</main>
</body>
</html>`;
}

/** The sandbox's hosted checkout page: the plan, its price, the card form, Pay and Cancel. */
export function checkoutPage({ sessionId, message, card }: CheckoutPageValues): string {
  const id = encodeURIComponent(sessionId);
  const field = (value: string | undefined) => escapeHtml(value ?? '');
  const price = formatPrice(premiumPlan);
  return layout(
    `Subscribe to MANAN ${premiumPlan.name}`,
    `<div class="card">
  <p class="muted">Subscribe to</p>
  <h1>MANAN ${escapeHtml(premiumPlan.name)}</h1>
  <p class="price">${escapeHtml(price)} <span class="muted">per month</span></p>
  <p class="muted">Renews automatically every month until you cancel.</p>
  <ul class="muted">${premiumPlan.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>
  <form method="post" action="/billing/sandbox/checkout/${escapeHtml(id)}/pay" autocomplete="off">
    ${message ? `<div class="error" role="alert">${escapeHtml(message)}</div>` : ''}
    <label for="cardNumber">Card number</label>
    <input id="cardNumber" name="cardNumber" inputmode="numeric" placeholder="1234 1234 1234 1234" required value="${field(card?.number)}">
    <div class="row">
      <div><label for="expiry">Expiry (MM / YY)</label>
      <input id="expiry" name="expiry" inputmode="numeric" placeholder="MM / YY" required value="${field(card?.expiry)}"></div>
      <div><label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" placeholder="CVC" required value=""></div>
    </div>
    <label for="name">Name on card</label>
    <input id="name" name="name" value="${field(card?.name)}">
    <button class="pay" type="submit">Pay ${escapeHtml(price)}</button>
  </form>
  <form method="post" action="/billing/sandbox/checkout/${escapeHtml(id)}/cancel">
    <button class="cancel" type="submit">Cancel</button>
  </form>
  <p class="muted hint">Test cards: 4242 4242 4242 4242 is accepted; 4000 0000 0000 0002 is declined. Any future expiry date and any 3-digit CVC.</p>
</div>`,
  );
}

export function unavailablePage(message: string): string {
  return layout(
    'Checkout unavailable',
    `<div class="card"><h1>Checkout unavailable</h1><p role="alert">${escapeHtml(message)}</p></div>`,
  );
}
