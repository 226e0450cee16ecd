/**
 * The states and union territories of India by their GST state code (the first two digits
 * of a GSTIN), as the GST network lists them; an invoice's place of supply is printed as
 * "NN-Name", the form GSTR-1 takes.
 */
const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** A state as an invoice names it. */
export interface GstState {
  /** "27" */
  code: string;
  /** "Maharashtra" */
  name: string;
}

/** The state of a two-digit GST state code, or null for a code that names none. */
export function gstStateOf(code: string): GstState | null {
  const name = GST_STATES[code];
  return name === undefined ? null : { code, name };
}

/** "27-Maharashtra": a place of supply as invoices and GSTR-1 write it. */
export const printedState = (state: GstState) => `${state.code}-${state.name}`;
