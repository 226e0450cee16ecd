/**
 * Looks drawn in several places, named once and spread into a Chakra element's props
 * (`<Box {...brandFill} p="3">`), so that the places stay alike when one of them changes.
 */

/** The brand's solid gold with the ink that reads on it: the play button, icon tiles. */
export const brandFill = { bg: 'brand.solid', color: 'brand.contrast' } as const;
