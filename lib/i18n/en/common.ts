import type { Texts } from '../types';

export const common: Texts['common'] = {
  cmsUnavailable: 'This content is temporarily unavailable. Please try again in a few moments.',
  retry: 'Try again',
};
