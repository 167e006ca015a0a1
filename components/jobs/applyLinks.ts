import { servicePath } from '@/lib/paths';

/** Option 1 (with assistance): the job-matching service, where the pro CV is made. */
export const CV_SERVICE_HREF = servicePath('mise-en-relation');
