// The firm's opening hours (lib/site.ts) as each edition writes them: the days in its words, the hours as they are.
import 'server-only';
import type { Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { site } from '@/lib/site';

export type OpeningSlot = { days: string; hours: string };

/** Each opening slot in `edition`. */
export function openingSlotsIn(edition: Edition): OpeningSlot[] {
  const days: Readonly<Record<string, string>> = textsOf(edition).requests.contactDetails.days;
  return site.hours.map((slot) => ({ days: days[slot.days] ?? slot.days, hours: slot.hours }));
}

/** French typography's spaced colon on a French page; a plain one elsewhere. */
export function colonIn(edition: Edition): string {
  return edition === 'fr' ? ' : ' : ': ';
}
