/**
 * The academy's colours where the site's theme does not reach: its papers (receipts and
 * certificates, common/pdf/) and its e-mails and plain pages drawn by the gateway.
 */
/** Body text. */
export const INK = '#1f2933';
/** Secondary text: dates, notes, footers. */
export const MUTED = '#52606d';
/** The brand's gold, darkened to read on white. */
export const GOLD = '#b7860b';
