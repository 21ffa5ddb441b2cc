/**
 * The page the sandbox gateway serves in the app's iframe: card number, expiry month and year,
 * and CVV, laid out 60/24/16 (spec part 2 §2). Plain HTML with its own script, no framework.
 */
export function hostedFieldsPage(expired: boolean): string {
  const body = expired
    ? '<p role="alert">This payment form has expired. Please go back and open it again.</p>'
    : `<form novalidate>
  <div class="number"><label for="card-number">Card Number</label>
    <input id="card-number" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234" aria-invalid="false"></div>
  <fieldset class="expiry"><legend>Expiry</legend>
    <label class="visually-hidden" for="exp-month">Expiry month</label>
    <input id="exp-month" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" placeholder="MM" aria-invalid="false">
    <label class="visually-hidden" for="exp-year">Expiry year</label>
    <input id="exp-year" inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" placeholder="YY" aria-invalid="false"></fieldset>
  <div class="cvv"><label for="cvv">CVV</label>
    <input id="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" aria-invalid="false"></div>
</form>
<script src="/payments/sandbox/hosted-fields.js" defer></script>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Card details</title>
<style>
body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a;background:transparent}
form{display:flex;gap:8px;align-items:flex-end}
.number{flex:0 0 calc(60% - 8px)}.expiry{flex:0 0 calc(24% - 8px);display:flex;gap:2px;border:0;margin:0;padding:0;min-width:0}.cvv{flex:1 1 16%}
label,legend{display:block;font-size:13px;color:#595959;margin-bottom:2px;padding:0}
input{width:100%;box-sizing:border-box;font:inherit;border:0;border-bottom:2px solid #767676;padding:6px 0;background:transparent;min-width:0}
input:focus{outline:2px solid #1a1a1a;outline-offset:2px}
input[aria-invalid="true"]{border-bottom-color:#c00}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
</style></head><body>${body}</body></html>`;
}
