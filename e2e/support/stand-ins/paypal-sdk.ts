/**
 * A stand-in for the PayPal JS SDK (https://www.paypal.com/sdk/js?client-id=…), served by Playwright
 * in place of the real script. It follows the SDK's documented Buttons interface:
 * `paypal.Buttons({ createOrder, onApprove, onCancel, onError, style })` with `isEligible()`,
 * `render(container)` and `close()`. A click calls createOrder, then shows PayPal's window as an
 * overlay (the real SDK opens a popup) with Approve and Cancel: Approve tells PayPal (the test
 * routes https://www.paypal.com/stand-in/approve to the PayPal stand-in) and calls onApprove with
 * `{ orderID, payerID }`; Cancel calls onCancel with `{ orderID }`.
 */
export const PAYPAL_SDK_STAND_IN = String.raw`
(function () {
  function buyerWindow(orderID) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', 'PayPal');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif';
      overlay.innerHTML = '<div style="background:#fff;border-radius:12px;padding:24px;width:300px;text-align:center">' +
        '<p style="font-weight:800;font-size:22px;color:#003087;margin:0">PayPal</p>' +
        '<p style="font-size:13px;color:#333;margin:8px 0 16px">Stand-in for PayPal\'s window · order ' + orderID + '</p>' +
        '<button type="button" data-answer="approve" style="display:block;width:100%;margin:6px 0;padding:11px;background:#ffc439;color:#111;border:0;border-radius:999px;font-size:15px;font-weight:600">Approve payment</button>' +
        '<button type="button" data-answer="cancel" style="display:block;width:100%;margin:6px 0;padding:11px;background:#eef1f5;color:#222;border:0;border-radius:999px;font-size:15px">Cancel and return</button></div>';
      overlay.addEventListener('click', function (e) {
        var answer = e.target && e.target.getAttribute && e.target.getAttribute('data-answer');
        if (!answer) return;
        overlay.remove();
        resolve(answer);
      });
      document.body.appendChild(overlay);
    });
  }
  window.paypal = {
    version: 'stand-in',
    Buttons: function (options) {
      var host = null;
      return {
        isEligible: function () { return true; },
        render: function (container) {
          host = typeof container === 'string' ? document.querySelector(container) : container;
          var button = document.createElement('button');
          button.type = 'button';
          button.setAttribute('aria-label', 'PayPal');
          button.textContent = 'Pay with PayPal';
          button.style.cssText = 'display:block;width:100%;height:45px;border:0;border-radius:999px;background:#ffc439;color:#111;font:600 16px system-ui,sans-serif;cursor:pointer';
          button.addEventListener('click', function () {
            Promise.resolve()
              .then(function () { return options.createOrder({}, {}); })
              .then(function (orderID) {
                return buyerWindow(orderID).then(function (answer) {
                  if (answer === 'cancel') return options.onCancel && options.onCancel({ orderID: orderID });
                  return fetch('https://www.paypal.com/stand-in/approve?token=' + encodeURIComponent(orderID), { method: 'POST' }).then(function () {
                    return options.onApprove({ orderID: orderID, payerID: 'STANDINPAYER' }, {});
                  });
                });
              })
              .catch(function (err) { if (options.onError) options.onError(err); });
          });
          host.appendChild(button);
          return Promise.resolve();
        },
        close: function () { if (host) host.innerHTML = ''; return Promise.resolve(); }
      };
    }
  };
})();
`;
