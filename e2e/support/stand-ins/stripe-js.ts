/**
 * A stand-in for Stripe.js (https://js.stripe.com/<train>/stripe.js), served by Playwright in place
 * of the real script. It follows Stripe.js's documented interface as far as the store uses it:
 * `Stripe(publishableKey)` → `elements({ clientSecret, appearance })` → `create('payment')` with
 * `mount / on / off / update / destroy`, `getElement`, and `confirmPayment({ elements, confirmParams,
 * redirect })` answering `{ paymentIntent }` or `{ error }`, and `confirmSetup` (a SetupIntent) answering `{ setupIntent }`. It talks to https://api.stripe.com the way
 * Stripe.js does (form bodies with `key` and `client_secret`), which the test routes to the local
 * Stripe stand-in. For a card that needs 3-D Secure it shows a challenge over the page, like
 * Stripe's test authentication page, with "Complete authentication" and "Fail authentication".
 *
 * Unlike the real Payment Element, the card fields are rendered in the page, not in Stripe's iframe.
 */
export const STRIPE_JS_STAND_IN = String.raw`
(function () {
  var API = 'https://api.stripe.com/v1';
  function form(params) {
    var body = new URLSearchParams();
    Object.keys(params).forEach(function (k) { body.set(k, params[k]); });
    return body;
  }
  function field(label, name, placeholder, mode) {
    var wrap = document.createElement('label');
    wrap.style.cssText = 'display:block;font:13px system-ui,sans-serif;color:#30313d;margin-bottom:10px';
    wrap.textContent = label;
    var input = document.createElement('input');
    input.name = name; input.placeholder = placeholder; input.inputMode = mode || 'text'; input.autocomplete = 'off';
    input.style.cssText = 'display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:10px 12px;border:1px solid #8d8d95;border-radius:12px;font:15px system-ui,sans-serif';
    wrap.appendChild(input);
    return { wrap: wrap, input: input };
  }
  function PaymentElement(group) {
    var handlers = {};
    var node = null;
    var inputs = {};
    var el = {
      mount: function (target) {
        node = typeof target === 'string' ? document.querySelector(target) : target;
        var box = document.createElement('div');
        box.setAttribute('data-stripe-stand-in', 'payment-element');
        var number = field('Card number', 'number', '1234 1234 1234 1234', 'numeric');
        var row = document.createElement('div');
        row.style.cssText = 'display:grid;grid-template-columns:1fr 1fr;gap:10px';
        var expiry = field('Expiration date', 'expiry', 'MM / YY', 'numeric');
        var cvc = field('Security code', 'cvc', 'CVC', 'numeric');
        row.appendChild(expiry.wrap); row.appendChild(cvc.wrap);
        box.appendChild(number.wrap); box.appendChild(row);
        inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
        Object.keys(inputs).forEach(function (k) {
          inputs[k].addEventListener('input', function () {
            emit('change', { elementType: 'payment', empty: !inputs.number.value, complete: !!(inputs.number.value && inputs.expiry.value && inputs.cvc.value), value: { type: 'card' } });
          });
        });
        node.appendChild(box);
        setTimeout(function () { emit('ready', { elementType: 'payment' }); }, 0);
      },
      on: function (event, cb) { (handlers[event] = handlers[event] || []).push(cb); return el; },
      off: function (event, cb) { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== cb; }); return el; },
      once: function (event, cb) { var w = function (e) { el.off(event, w); cb(e); }; return el.on(event, w); },
      update: function () {},
      focus: function () { inputs.number && inputs.number.focus(); },
      blur: function () {}, clear: function () {}, collapse: function () {},
      unmount: function () { if (node) node.innerHTML = ''; },
      destroy: function () { el.unmount(); delete group.elements.payment; },
      _values: function () { return { number: inputs.number ? inputs.number.value : '', expiry: inputs.expiry ? inputs.expiry.value : '', cvc: inputs.cvc ? inputs.cvc.value : '' }; }
    };
    function emit(event, payload) { (handlers[event] || []).slice().forEach(function (h) { h(payload); }); }
    return el;
  }
  function challenge() {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', '3D Secure 2 Test Page');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif';
      overlay.innerHTML = '<div style="background:#fff;border-radius:8px;padding:24px;width:300px;text-align:center">' +
        '<h2 style="margin:0 0 8px;font-size:18px;color:#1a1a1a">3D Secure 2 Test Page</h2>' +
        '<p style="font-size:14px;color:#333;margin:0 0 16px">Stripe stand-in: complete or fail this test payment\'s authentication.</p>' +
        '<button type="button" data-answer="complete" style="display:block;width:100%;margin:6px 0;padding:10px;background:#1a56b8;color:#fff;border:0;border-radius:6px;font-size:14px">Complete authentication</button>' +
        '<button type="button" data-answer="fail" style="display:block;width:100%;margin:6px 0;padding:10px;background:#fff;color:#1a1a1a;border:1px solid #555;border-radius:6px;font-size:14px">Fail authentication</button></div>';
      overlay.addEventListener('click', function (e) {
        var answer = e.target && e.target.getAttribute && e.target.getAttribute('data-answer');
        if (!answer) return;
        overlay.remove();
        resolve(answer);
      });
      document.body.appendChild(overlay);
    });
  }
  function Stripe(key) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('Invalid publishable key');
    function call(path, params) {
      return fetch(API + path, { method: 'POST', body: form(Object.assign({ key: key }, params)) }).then(function (res) {
        return res.json().then(function (json) { return { ok: res.ok, json: json }; });
      });
    }
    // The Payment Element's card confirmed against a PaymentIntent or a SetupIntent, with its 3-D Secure challenge.
    function confirmIntent(args, kind, answerKey) {
      var elements = args.elements;
      var el = elements && elements.getElement('payment');
      var secret = elements && elements.options.clientSecret;
      if (!el || !secret) return Promise.resolve({ error: { type: 'validation_error', message: 'elements should have a mounted Payment Element.' } });
      var card = el._values();
      var digits = card.number.replace(/\D/g, '');
      if (digits.length < 12) return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
      if (!/^\d{2}\s*\/\s*\d{2}$/.test(card.expiry)) return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." } });
      if (!/^\d{3,4}$/.test(card.cvc)) return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." } });
      var intentId = secret.split('_secret_')[0];
      var exp = card.expiry.split('/');
      var answer = function (json) { var out = {}; out[answerKey] = json; return out; };
      return call('/' + kind + '/' + intentId + '/confirm', {
        client_secret: secret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': digits,
        'payment_method_data[card][exp_month]': exp[0].trim(),
        'payment_method_data[card][exp_year]': exp[1].trim(),
        return_url: (args.confirmParams && args.confirmParams.return_url) || ''
      }).then(function (r) {
        if (!r.ok) return { error: r.json.error };
        if (r.json.status !== 'requires_action') return answer(r.json);
        return challenge().then(function (result) {
          return call('/' + kind + '/' + intentId + '/authenticate', { client_secret: secret, result: result }).then(function (a) {
            return a.ok ? answer(a.json) : { error: a.json.error };
          });
        });
      });
    }
    var stripe = {
      elements: function (options) {
        var group = {
          options: Object.assign({}, options),
          elements: {},
          create: function (type) {
            if (type !== 'payment') throw new Error('The Stripe.js stand-in only has the Payment Element');
            if (group.elements.payment) throw new Error('Can only create one Element of type payment.');
            return (group.elements.payment = PaymentElement(group));
          },
          // React Stripe.js passes its component, which names its type in __elementType.
          getElement: function (type) { var t = typeof type === 'string' ? type : type && type.__elementType; return group.elements[t] || null; },
          update: function (o) { Object.assign(group.options, o); },
          fetchUpdates: function () { return Promise.resolve({}); },
          submit: function () { return Promise.resolve({}); }
        };
        return group;
      },
      confirmPayment: function (args) { return confirmIntent(args, 'payment_intents', 'paymentIntent'); },
      // Saves a card for later (a SetupIntent), 3-D Secure included when the bank asks at setup.
      confirmSetup: function (args) { return confirmIntent(args, 'setup_intents', 'setupIntent'); },
      retrievePaymentIntent: function (secret) {
        var intentId = secret.split('_secret_')[0];
        return fetch(API + '/payment_intents/' + intentId + '?key=' + encodeURIComponent(key) + '&client_secret=' + encodeURIComponent(secret))
          .then(function (res) { return res.json(); })
          .then(function (json) { return json.error ? { error: json.error } : { paymentIntent: json }; });
      },
      createToken: function () { return Promise.reject(new Error('not in the stand-in')); },
      createPaymentMethod: function () { return Promise.reject(new Error('not in the stand-in')); },
      confirmCardPayment: function () { return Promise.reject(new Error('not in the stand-in')); },
      registerAppInfo: function () {},
      _registerWrapper: function () {}
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
