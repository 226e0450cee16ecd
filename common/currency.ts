/** The one currency the academy sells in: checkout charges it, search engines are told it. */
export const CURRENCY = 'INR';
