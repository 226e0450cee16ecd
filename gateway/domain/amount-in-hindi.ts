/**
 * An amount written out in Hindi, as a bilingual tax invoice prints it under the figures:
 * "रुपये तीन हज़ार नौ सौ निन्यानबे मात्र", with Indian numbering (हज़ार, लाख, करोड़), as a
 * cheque is written. Hindi has its own word for every number from 1 to 99 (उनतालीस is 39,
 * not "thirty-nine"), so they are listed rather than built from tens and units.
 */

const BELOW_HUNDRED = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानबे',
  'बानबे',
  'तिरानबे',
  'चौरानबे',
  'पंचानबे',
  'छियानबे',
  'सत्तानबे',
  'अट्ठानबे',
  'निन्यानबे',
] as const;

const belowHundred = (n: number) => BELOW_HUNDRED[n] ?? '';

/** 1 to 999: "नौ सौ निन्यानबे". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${belowHundred(hundreds)} सौ`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number, Indian numbering: 12345678 -> "एक करोड़ तेईस लाख पैंतालीस हज़ार ...". */
function inHindiWords(n: number): string {
  if (n === 0) return belowHundred(0);
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  // A hundred crore and more is counted in crores again: "एक सौ करोड़".
  if (crore > 0) parts.push(`${inHindiWords(crore)} करोड़`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} लाख`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} हज़ार`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * "रुपये पाँच हज़ार नौ सौ निन्यानबे मात्र"; with paise, "… और पचास पैसे मात्र" (one paisa is
 * "एक पैसा", the singular).
 */
export function amountInHindiWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`an amount must be whole paise >= 0, got ${paise}`);
  }
  const rupees = `रुपये ${inHindiWords(Math.floor(paise / 100))}`;
  const rest = paise % 100;
  if (rest === 0) return `${rupees} मात्र`;
  return `${rupees} और ${belowHundred(rest)} ${rest === 1 ? 'पैसा' : 'पैसे'} मात्र`;
}
