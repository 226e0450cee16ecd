/** The academy as a receipt names it (ACADEMY_*); with a GSTIN a receipt is a GST tax invoice. */
import * as yup from 'yup';
import { doc, matching, text } from '../../common/config-schema.ts';

/** A GSTIN: state code, PAN, entity number, 'Z' by default, check character. */
const GSTIN_FORMAT = /^[0-9]{2}[A-Za-z]{5}[0-9]{4}[A-Za-z][1-9A-Za-z][A-Za-z][0-9A-Za-z]$/;

/** The seller's settings; the legal name defaults to BRAND_NAME (the field `brandName` beside it). */
export function sellerSettings(defaultBrandName: string) {
  const legalName = (brandName: string) =>
    text()
      .label('ACADEMY_LEGAL_NAME')
      .default(brandName)
      .meta(doc("the seller's legal name on receipts", 'BRAND_NAME'));
  return yup
    .object({
      /** null: plain payment receipts, no tax lines. */
      gstin: matching(
        GSTIN_FORMAT,
        (name, got) =>
          `${name} must be a 15-character GSTIN (2 digits, a PAN, then 3 characters, such as 27AAPFU0939F1ZV), got "${got}"`,
        'a GSTIN (15 characters)',
      )
        .label('ACADEMY_GSTIN')
        .transform((value: string | undefined) => value?.toUpperCase())
        .nullable()
        .default(null)
        .meta(
          doc(
            "the academy's GST registration; when set every receipt is a GST tax invoice (CGST 9% + SGST 9%, inclusive), else a payment receipt without tax lines",
            'unset',
          ),
        ),
      legalName: legalName(defaultBrandName),
      address: text()
        .label('ACADEMY_ADDRESS')
        .nullable()
        .default(null)
        .meta(doc("the seller's address on receipts", 'unset')),
      /** The state of registration, also the place of supply (no buyer address is on record). */
      state: text()
        .label('ACADEMY_STATE')
        .nullable()
        .default(null)
        .meta(
          doc(
            'the state the GSTIN is registered in, and the place of supply on tax invoices',
            'unset',
          ),
        ),
      /** The first part of every receipt number. */
      invoicePrefix: matching(
        /^[A-Za-z0-9-]{1,16}$/,
        (name, got) => `${name} must be 1 to 16 letters, digits or hyphens, got "${got}"`,
        '1 to 16 letters, digits or hyphens',
      )
        .label('ACADEMY_INVOICE_PREFIX')
        .default('SL')
        .meta(doc('first part of receipt numbers (`SL/26-27/000123`)')),
    })
    .when('brandName', ([brandName], seller) =>
      typeof brandName === 'string' ? seller.shape({ legalName: legalName(brandName) }) : seller,
    );
}
