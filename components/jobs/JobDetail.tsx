import { Markdown } from '@/components/ui/Markdown';
import type { Job } from '@/lib/cms';
import { JobFacts } from './JobFacts';

/** The body of a job's dialog: its description beside its details. */
export function JobDetail({ job }: { job: Job }) {
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_18rem]">
      <Markdown source={job.description} className="prose-cms text-ink-700" />
      <div className="md:border-l md:border-ink-100 md:pl-6">
        <JobFacts job={job} />
      </div>
    </div>
  );
}
