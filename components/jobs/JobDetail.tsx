import { Markdown } from '@/components/ui/Markdown';
import type { Job } from '@/lib/cms';
import type { Edition } from '@/lib/editions';
import { JobFacts } from './JobFacts';

/** The body of a job's dialog: its description beside its details (in `edition`). */
export function JobDetail({ job, edition }: { job: Job; edition: Edition }) {
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_18rem]">
      <Markdown source={job.description} className="prose-cms text-ink-700" />
      <div className="md:border-s md:border-ink-100 md:ps-6">
        <JobFacts job={job} edition={edition} />
      </div>
    </div>
  );
}
