// Rules about jobs shared by their pages, cards and structured data.
/** True when the expiry date (YYYY-MM-DD) is before `today` (UTC day by default). */
export function isExpired(expirationDate: string, today: string = new Date().toISOString().slice(0, 10)): boolean {
  return /^\d{4}-\d{2}-\d{2}/.test(expirationDate) && expirationDate.slice(0, 10) < today;
}
