import { Link } from '@/components/ui/Link';
import { Icon, Search } from '@/components/ui/icons';
import { CHEVRON, controlClass } from '@/components/forms/fields';
import type { JobBoard, JobFilter } from '@/lib/jobs/offers';
import { PAGES } from '@/lib/paths';

// Short "all" choices: two lists side by side on a phone leave no room for more.
const CHOICES: { name: JobFilter; label: string; all: string }[] = [
  { name: 'domaine', label: 'Domaine', all: 'Tous' },
  { name: 'contrat', label: 'Type de contrat', all: 'Tous' },
  { name: 'experience', label: 'Expérience', all: 'Toutes' },
  { name: 'pays', label: 'Pays', all: 'Tous' },
];

/** The job list's search: a GET form, so that each search is an address to share and works without JavaScript. */
export function JobFilters({ board, filtered }: { board: JobBoard; filtered: boolean }) {
  const { query, options } = board;
  return (
    <form
      method="get"
      action={PAGES.jobs}
      role="search"
      aria-label="Rechercher une offre"
      className="grid grid-cols-2 gap-3 rounded-3xl border border-ink-100 bg-white p-4 shadow-sm sm:gap-4 sm:p-5 lg:grid-cols-4"
    >
      <div className="col-span-2 lg:col-span-4">
        <label htmlFor="recherche-offre" className="mb-1.5 block text-sm font-bold text-ink-800">
          Mots-clés
        </label>
        <input
          id="recherche-offre"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          placeholder="Métier, entreprise, compétence…"
          className={controlClass}
        />
      </div>
      {CHOICES.map(({ name, label, all }) => (
        <div key={name}>
          <label htmlFor={`filtre-${name}`} className="mb-1.5 block text-sm font-bold text-ink-800">
            {label}
          </label>
          <select
            id={`filtre-${name}`}
            name={name}
            defaultValue={query[name]}
            className={`${controlClass} appearance-none bg-[length:1.1rem] bg-[right_1rem_center] bg-no-repeat pr-10`}
            style={{ backgroundImage: CHEVRON }}
          >
            <option value="">{all}</option>
            {options[name].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="col-span-2 flex flex-wrap items-center gap-x-6 gap-y-3 lg:col-span-4">
        <label className="inline-flex items-center gap-2 font-bold text-ink-800">
          <input type="checkbox" name="urgent" value="1" defaultChecked={query.urgent} className="size-5 accent-brand-600" />
          Offres urgentes uniquement
        </label>
        <button type="submit" className="btn btn-primary ml-auto">
          <Icon of={{ Search }} aria-hidden className="size-4" />
          Rechercher
        </button>
        {filtered ? (
          <Link href={PAGES.jobs} className="font-bold text-brand-700 underline underline-offset-2 hover:text-accent-700">
            Effacer les filtres
          </Link>
        ) : null}
      </div>
    </form>
  );
}
