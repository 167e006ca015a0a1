// The report of an A/B run (`npm run bench -- --ab <text>`, issue 68): for one route, each run of the site, of the
// same build with the requests whose address holds <text> refused, and of the floor; the gap of the medians with what
// the runs' spread allows one to say of it; the blocking time the browser gave to that script in the site's runs; and
// where the site's own blocking time goes, address by address.
import { median, medianDifference } from './stats.mjs';

const ms = (value) => (value === null ? '—' : String(Math.round(value)));
const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))}`;

/** Median blocking time of each address over `runs` (an address absent from a run counts 0 there), the most first. */
export function blockingByUrl(runs) {
  const byUrl = runs.map((run) => run.tbtByUrl).filter(Boolean);
  const urls = new Set(byUrl.flatMap((parts) => Object.keys(parts)));
  const medians = [...urls].map((url) => [url, median(byUrl.map((parts) => parts[url] ?? 0))]);
  return medians.filter(([, value]) => value > 0).sort((a, b) => b[1] - a[1]);
}

/** The blocking time each run gave to the addresses holding `pattern`. */
export function blockingOf(runs, pattern) {
  return runs.map((run) => (run.tbtByUrl ? Object.entries(run.tbtByUrl).reduce((sum, [url, value]) => sum + (url.includes(pattern) ? value : 0), 0) : null));
}

/** Whether an interval of a difference holds 0: within the runs' noise. */
const verdict = (gap) => (gap.low <= 0 && gap.high >= 0 ? 'dans le bruit des passages' : 'au-delà du bruit des passages');

export function abReport(route, results, { sites, pattern }) {
  const lines = [`\nA/B ${pattern} — ${route} (applied, chaque passage puis la médiane)`];
  for (const site of sites) {
    const runs = results[site.key];
    lines.push(`  ${site.label.padEnd(32)} TBT ${runs.map((run) => ms(run.tbt)).join(' ')}  → ${ms(median(runs.map((run) => run.tbt)))} ms ; perf ${runs.map((run) => ms(run.performance)).join(' ')} → ${ms(median(runs.map((run) => run.performance)))}`);
  }
  const [withIt, withoutIt] = [results.site, results.blocked];
  const tbt = medianDifference(withIt.map((run) => run.tbt), withoutIt.map((run) => run.tbt));
  const perf = medianDifference(withIt.map((run) => run.performance), withoutIt.map((run) => run.performance));
  if (tbt) lines.push(`  écart des médianes (avec − sans) : TBT ${signed(tbt.difference)} ms, intervalle à 90 % ${signed(tbt.low)} à ${signed(tbt.high)} (${verdict(tbt)})`);
  if (perf) lines.push(`                                    perf ${signed(perf.difference)}, intervalle à 90 % ${signed(perf.low)} à ${signed(perf.high)} (${verdict(perf)})`);
  lines.push(`  temps bloquant que le navigateur attribue à ${pattern}, par passage : ${blockingOf(withIt, pattern).map(ms).join(' ')} ms`);
  const parts = blockingByUrl(withIt);
  lines.push(`  où va le temps bloquant du site (médiane par adresse) : ${parts.length ? parts.map(([url, value]) => `${url} ${ms(value)}`).join(', ') : 'aucune tâche longue'}`);
  return lines.join('\n');
}
