/*
 * The payment stand-in's checkout script, served at /checkout.js in place of
 * https://checkout.razorpay.com/v1/checkout.js. It defines window.Razorpay with the
 * Standard Checkout surface (new Razorpay(options), .open(), .close(), .on(event, fn))
 * and shows an accessible "Test payment" dialog. The payment id and signature come
 * from the stand-in's server, which holds the key secret. Like Razorpay's, `timeout`
 * (seconds) closes the checkout when it runs out, as if dismissed (a payment under way
 * finishes first).
 *
 * Works under a strict Content-Security-Policy: no inline scripts or style attributes,
 * no eval; styles are set through the CSSOM, which style-src does not restrict. The page's
 * connect-src must allow this script's origin.
 */
(() => {
  'use strict';

  const script = document.currentScript ?? document.querySelector('script[src$="/checkout.js"]');
  const apiBase = new URL('/razorpay/v1/test-checkout/', script?.src ?? location.href);
  let dialogCount = 0;

  const colors = {
    text: '#1f2933',
    muted: '#3e4c59',
    border: '#52606d',
    surface: '#ffffff',
    error: '#b42318',
    fallbackTheme: '#1d4ed8',
  };

  function parseHex(color) {
    const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(color ?? '').trim());
    if (!match) return null;
    const hex = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  }

  function toHex(rgb) {
    return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }

  function luminance(rgb) {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  /** Black or white, whichever reads better on the theme colour (always at least 4.5:1). */
  function textOn(rgb) {
    const l = luminance(rgb);
    return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
  }

  function formatAmount(paise, currency) {
    const units = paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
    return currency === 'INR' ? `\u20b9${units}` : `${currency} ${units}`;
  }

  function styled(tag, styles, text) {
    const element = document.createElement(tag);
    Object.assign(element.style, styles);
    if (text !== undefined) element.textContent = text;
    return element;
  }

  function button(label, styles) {
    const element = styled(
      'button',
      {
        font: 'inherit',
        fontWeight: '600',
        padding: '10px 16px',
        borderRadius: '8px',
        cursor: 'pointer',
        minHeight: '44px',
        ...styles,
      },
      label,
    );
    element.type = 'button';
    return element;
  }

  async function post(path, body) {
    const response = await fetch(new URL(path, apiBase), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { ok: response.ok, body: await response.json() };
  }

  function checkedAmount(options) {
    if (!options || typeof options !== 'object') {
      throw new TypeError('Razorpay: options must be an object');
    }
    if (typeof options.key !== 'string' || options.key === '') {
      throw new TypeError('Razorpay: options.key is required');
    }
    const amount = Number(options.amount);
    if (!Number.isInteger(amount) || amount < 100) {
      throw new TypeError('Razorpay: options.amount must be a whole number of paise, 100 or more');
    }
    return amount;
  }

  /** options.timeout in milliseconds, or null when absent (no time limit). */
  function timeoutMs(options) {
    const seconds = Number(options.timeout);
    return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
  }

  class Razorpay {
    constructor(options) {
      this.amount = checkedAmount(options);
      this.options = options;
      this.currency = String(options.currency ?? 'INR').toUpperCase();
      this.listeners = new Map();
      this.view = null;
      this.timer = null;
      this.expired = false;
    }

    on(event, listener) {
      if (typeof listener === 'function') {
        this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      }
      return this;
    }

    open() {
      if (this.view || this.expired) return this;
      this.view = buildView(this);
      document.body.appendChild(this.view.overlay);
      this.view.pay.focus();
      const limit = timeoutMs(this.options);
      if (limit !== null && this.timer === null) {
        this.timer = setTimeout(() => this.expire(), limit);
      }
      return this;
    }

    /** The time ran out: closed as if dismissed, unless a payment is under way. */
    expire() {
      this.timer = null;
      this.expired = true;
      if (this.view && !this.view.busy) this.dismiss();
    }

    close() {
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      const view = this.view;
      if (!view) return;
      this.view = null;
      document.removeEventListener('keydown', view.onKeydown, true);
      view.overlay.remove();
      document.body.style.overflow = view.bodyOverflow;
      if (view.returnFocus?.isConnected) view.returnFocus.focus();
    }

    emit(event, payload) {
      for (const listener of this.listeners.get(event) ?? []) listener(payload);
    }

    dismiss() {
      this.close();
      this.options.modal?.ondismiss?.();
    }

    attempt() {
      return {
        key: this.options.key,
        order_id: this.options.order_id || undefined,
        amount: this.amount,
        currency: this.currency,
      };
    }

    pay() {
      this.setBusy('Processing the test payment\u2026');
      // Two-argument then: an error thrown by the page's handler stays the page's error.
      post('pay', this.attempt()).then(
        (result) => {
          if (!result.ok) return this.showError(result.body);
          this.close();
          this.options.handler?.(result.body);
        },
        () => this.showError(null),
      );
    }

    fail() {
      this.setBusy('Failing the test payment\u2026');
      post('fail', this.attempt()).then(
        (result) => {
          if (!result.ok) return this.showError(result.body);
          this.close();
          this.emit('payment.failed', result.body);
        },
        () => this.showError(null),
      );
    }

    setBusy(text) {
      if (!this.view) return;
      this.view.busy = true;
      for (const b of this.view.buttons) b.disabled = true;
      this.view.status.style.color = colors.muted;
      this.view.status.textContent = text;
    }

    showError(body) {
      if (!this.view) return;
      if (this.expired) {
        this.dismiss();
        return;
      }
      this.view.busy = false;
      for (const b of this.view.buttons) b.disabled = false;
      this.view.status.style.color = colors.error;
      this.view.status.textContent =
        body?.error?.description ?? 'The test payment server could not be reached.';
    }
  }

  function trapFocus(event, view) {
    const enabled = view.buttons.filter((b) => !b.disabled);
    if (enabled.length === 0) {
      event.preventDefault();
      return;
    }
    const first = enabled[0];
    const last = enabled[enabled.length - 1];
    const active = document.activeElement;
    const inside = view.dialog.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  function buildDialog(checkout, id, theme, themeRgb) {
    const { options } = checkout;
    const amountText = formatAmount(checkout.amount, checkout.currency);
    const dialog = styled('div', {
      width: '100%',
      maxWidth: '380px',
      boxSizing: 'border-box',
      padding: '24px',
      borderRadius: '12px',
      borderTop: `6px solid ${theme}`,
      background: colors.surface,
      color: colors.text,
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      fontSize: '16px',
      lineHeight: '1.5',
      boxShadow: '0 20px 50px rgba(0, 0, 0, 0.35)',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', `${id}-title`);
    dialog.setAttribute('aria-describedby', `${id}-amount`);
    dialog.tabIndex = -1;

    const title = styled('h2', { margin: '0 0 4px', fontSize: '22px' }, 'Test payment');
    title.id = `${id}-title`;
    const merchant = [options.name, options.description].filter(Boolean).join(' \u2013 ');
    const amount = styled(
      'p',
      { margin: '0 0 4px', fontSize: '28px', fontWeight: '700' },
      amountText,
    );
    amount.id = `${id}-amount`;
    const note = styled(
      'p',
      { margin: '0 0 16px', fontSize: '14px', color: colors.muted },
      'This is the local test checkout: no money moves.',
    );
    const status = styled('p', { margin: '0 0 12px', minHeight: '24px', fontSize: '14px' });
    status.setAttribute('role', 'status');

    const pay = button(`Pay ${amountText}`, {
      flex: '1 1 100%',
      border: `2px solid ${theme}`,
      background: theme,
      color: textOn(themeRgb),
    });
    const secondary = {
      flex: '1 1 0',
      border: `1px solid ${colors.border}`,
      background: colors.surface,
      color: colors.text,
    };
    const fail = button('Fail payment', secondary);
    const close = button('Close', secondary);
    const actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '8px' });
    actions.append(pay, fail, close);

    dialog.append(title);
    if (merchant) dialog.append(styled('p', { margin: '0 0 12px', color: colors.muted }, merchant));
    dialog.append(amount, note, status, actions);
    pay.addEventListener('click', () => checkout.pay());
    fail.addEventListener('click', () => checkout.fail());
    close.addEventListener('click', () => checkout.dismiss());
    return { dialog, status, pay, buttons: [pay, fail, close] };
  }

  function buildView(checkout) {
    const themeRgb = parseHex(checkout.options.theme?.color) ?? parseHex(colors.fallbackTheme);
    dialogCount += 1;
    const parts = buildDialog(
      checkout,
      `razorpay-test-checkout-${dialogCount}`,
      toHex(themeRgb),
      themeRgb,
    );
    const overlay = styled('div', {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '16px',
      background: 'rgba(15, 23, 42, 0.72)',
    });
    overlay.append(parts.dialog);

    const view = {
      ...parts,
      overlay,
      busy: false,
      returnFocus: document.activeElement,
      bodyOverflow: document.body.style.overflow,
    };
    const escapeCloses = checkout.options.modal?.escape !== false;
    view.onKeydown = (event) => {
      if (event.key === 'Escape' && escapeCloses && !view.busy) {
        event.preventDefault();
        checkout.dismiss();
      } else if (event.key === 'Tab') {
        trapFocus(event, view);
      }
    };
    document.addEventListener('keydown', view.onKeydown, true);
    document.body.style.overflow = 'hidden';
    return view;
  }

  window.Razorpay = Razorpay;
})();
