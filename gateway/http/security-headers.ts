/**
 * Security headers (helmet) with a Content-Security-Policy that lets the site load its own
 * code, the checkout script and its server, and the provider's uploads (images, video,
 * PDFs), and nothing else. Apollo's Sandbox page brings its own nonce-based policy.
 */
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { GatewayConfig } from '../config.ts';

const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
/** Razorpay's hosted checkout frames and calls its API on these origins. */
const RAZORPAY_EXTRA = ['https://api.razorpay.com', 'https://*.razorpay.com'];

/**
 * The CSP sources of the inline scripts a page carries, by their hashes: the start-up script
 * (client/src/ssr/early-input.ts) once the site is built, and a Hindi page's font check
 * (gateway/site/document.ts).
 */
type InlineScriptHash = () => string | null;

function contentSecurityDirectives(
  config: GatewayConfig,
  inlineScriptHash: InlineScriptHash = () => null,
) {
  const checkout = new URL(config.checkoutScriptUrl).origin;
  const uploads = new URL(config.providerUploadsUrl).origin;
  const razorpay = checkout === RAZORPAY_CHECKOUT_ORIGIN ? RAZORPAY_EXTRA : [];
  const unique = (values: string[]) => [...new Set(values)];
  return {
    defaultSrc: ["'self'"],
    // The checkout's origin, and the inline scripts' hashes.
    scriptSrc: ["'self'", () => [checkout, inlineScriptHash()].filter(Boolean).join(' ')],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: unique(["'self'", 'data:', 'blob:', uploads, checkout]),
    mediaSrc: unique(["'self'", 'data:', 'blob:', uploads]),
    frameSrc: unique(["'self'", 'data:', 'blob:', uploads, checkout, ...razorpay]),
    objectSrc: unique(["'self'", 'data:', 'blob:', uploads]),
    connectSrc: unique(["'self'", checkout, ...razorpay]),
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    // Only over HTTPS: on a plain-HTTP local stand-in it would break the uploads.
    upgradeInsecureRequests: config.production ? [] : null,
  };
}

export function siteSecurityHeaders(
  config: GatewayConfig,
  inlineScriptHash?: InlineScriptHash,
): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(config, inlineScriptHash),
    },
    // The checkout may open payment pop-ups (UPI, 3-D Secure).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.production,
    xFrameOptions: { action: 'deny' },
    // Nothing of an address goes to another site; this site's own requests carry it, so a
    // form posted from a page says it came from this site (under no-referrer a browser
    // sends "Origin: null" with every post, gateway/site/form-posts.ts).
    referrerPolicy: { policy: 'same-origin' },
  });
}

/**
 * For Apollo Sandbox's landing page (GET /graphql for a browser, outside production): the
 * same headers minus the CSP, which the page sets itself with per-request nonces.
 */
export function sandboxSecurityHeaders(config: GatewayConfig): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.production,
    xFrameOptions: { action: 'deny' },
  });
  return (req, res, next) => {
    res.setHeader(
      'Content-Security-Policy',
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
    headers(req, res, next);
  };
}
