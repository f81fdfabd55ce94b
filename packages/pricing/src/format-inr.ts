/** `₹12,34,567`: Indian digit grouping, whole rupees; anything that is not a finite number shows as `₹0`. */
export function formatInr(amount: unknown): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (typeof amount === 'boolean' || amount === null || amount === '' || !Number.isFinite(value)) return '₹0';
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  const digits = String(Math.abs(rounded));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}₹${rest ? `${rest},` : ''}${lastThree}`;
}
