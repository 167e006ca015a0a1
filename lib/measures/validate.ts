// A beacon as an attacker may send it: everything checked, anything unexpected refused whole (nothing kept of it).
import { CONNECTIONS, DEVICES, METRICS, ORIGINS, PAGE_KINDS, WITH_ELEMENT, type Beacon, type MetricName } from './beacon';
import { largestValue } from './histogram';

export type BeaconReading = { ok: true; beacon: Beacon } | { ok: false; error: string };

/** A short CSS selector (collect.ts's selectorOf): a landmark, then tags with an id or a class, never text. */
const SELECTOR = /^([a-z]+ )?[a-z][a-z0-9-]*([#.][A-Za-z0-9_-]+)?(>[a-z][a-z0-9-]*([#.][A-Za-z0-9_-]+)?)?$/;
const MAX_SELECTOR = 80;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const onlyKeys = (record: Record<string, unknown>, allowed: readonly string[]) => Object.keys(record).every((key) => allowed.includes(key));

export function readBeacon(text: string): BeaconReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Malformed JSON' };
  }
  if (!isRecord(parsed) || !onlyKeys(parsed, ['page', 'connection', 'device', 'origin', 'values', 'elements'])) return { ok: false, error: 'Unexpected shape' };
  const { page, connection, device, origin, values, elements = {} } = parsed;
  if (!oneOf(PAGE_KINDS, page)) return { ok: false, error: 'Unknown page kind' };
  if (!oneOf(CONNECTIONS, connection) || !oneOf(DEVICES, device) || !oneOf(ORIGINS, origin)) return { ok: false, error: 'Unknown context' };
  if (!isRecord(values) || !onlyKeys(values, METRICS) || !isRecord(elements) || !onlyKeys(elements, WITH_ELEMENT)) {
    return { ok: false, error: 'Unknown metric' };
  }
  for (const [metric, value] of Object.entries(values)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > largestValue(metric as MetricName)) {
      return { ok: false, error: `Value out of range: ${metric}` };
    }
  }
  for (const [metric, selector] of Object.entries(elements)) {
    if (typeof selector !== 'string' || selector.length > MAX_SELECTOR || !SELECTOR.test(selector) || !(metric in values)) {
      return { ok: false, error: `Bad element: ${metric}` };
    }
  }
  return { ok: true, beacon: { page, connection, device, origin, values: values as Beacon['values'], elements: elements as Beacon['elements'] } };
}
