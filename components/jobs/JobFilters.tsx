import { Link } from '@/components/ui/Link';
import { Icon, Search } from '@/components/ui/icons';
import { CHEVRON, controlClass } from '@/components/forms/controlStyles';
import type { JobBoard, JobFilter } from '@/lib/jobs/offers';
import type { Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { PAGES, pageIn } from '@/lib/paths';

// The choices in their order; each one's label and short "all" (two lists side by side on a phone leave no room for
// more) are the edition's texts, under the choice's name.
const CHOICES: readonly JobFilter[] = ['domaine', 'contrat', 'experience', 'pays'];

/**
 * The job list's search in `edition`: a GET form to the list's address in that edition, so that each search is an
 * address to share and works without JavaScript. The parameters keep their French names in every edition.
 */
export function JobFilters({ board, filtered, edition }: { board: JobBoard; filtered: boolean; edition: Edition }) {
  const { query, options } = board;
  const texts = textsOf(edition).jobs.filters;
  const list = pageIn(edition, PAGES.jobs);
  return (
    <form
      method="get"
      action={list}
      role="search"
      aria-label={texts.label}
      className="grid grid-cols-2 gap-3 rounded-3xl border border-ink-100 bg-white p-4 shadow-sm sm:gap-4 sm:p-5 lg:grid-cols-4"
    >
      <div className="col-span-2 lg:col-span-4">
        <label htmlFor="recherche-offre" className="mb-1.5 block text-sm font-bold text-ink-800">
          {texts.keywords}
        </label>
        <input
          id="recherche-offre"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          placeholder={texts.placeholder}
          className={controlClass}
        />
      </div>
      {CHOICES.map((name) => (
        <div key={name}>
          <label htmlFor={`filtre-${name}`} className="mb-1.5 block text-sm font-bold text-ink-800">
            {texts[name].label}
          </label>
          <select
            id={`filtre-${name}`}
            name={name}
            defaultValue={query[name]}
            className={`${controlClass} appearance-none bg-[length:1.1rem] bg-[right_1rem_center] bg-no-repeat pe-10 rtl:bg-[left_1rem_center]`}
            style={{ backgroundImage: CHEVRON }}
          >
            <option value="">{texts[name].all}</option>
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
          {texts.urgentOnly}
        </label>
        <button type="submit" className="btn btn-primary ms-auto">
          <Icon of={{ Search }} aria-hidden className="size-4" />
          {texts.submit}
        </button>
        {filtered ? (
          <Link href={list} className="font-bold text-brand-700 underline underline-offset-2 hover:text-accent-700">
            {texts.clear}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
