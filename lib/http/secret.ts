import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether `given` equals `expected`, in constant time whatever their lengths (both sides are hashed first). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
