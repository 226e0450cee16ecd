/**
 * Security headers on every answer: the site's CSP, or the looser one Apollo's Sandbox page
 * needs on GET /graphql outside production.
 */
import { DEVANAGARI_CHECK_HASH } from '../../site/document.ts';
import { sandboxSecurityHeaders, siteSecurityHeaders } from '../security-headers.ts';
import { GRAPHQL_PATH } from './graphql.ts';
import type { Mount } from './mount.ts';

export const securityHeaders: Mount = ({ config, siteBuild }) => {
  // The start-up script once the site is built, and a Hindi page's font check.
  const siteHeaders = siteSecurityHeaders(config, () =>
    [siteBuild.inlineScriptHash(), DEVANAGARI_CHECK_HASH].filter(Boolean).join(' '),
  );
  const landingHeaders = sandboxSecurityHeaders(config);
  const landingPage = !config.production;
  return (req, res, next) => {
    const sandboxPage =
      landingPage &&
      req.method === 'GET' &&
      req.path === GRAPHQL_PATH &&
      req.accepts('html') === 'html';
    (sandboxPage ? landingHeaders : siteHeaders)(req, res, next);
  };
};
