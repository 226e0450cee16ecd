const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Paise as the staff room shows money: 499900 -> "₹4,999", 169492 -> "₹1,694.92". */
export const rupees = (paise: number) => RUPEES.format(paise / 100);
