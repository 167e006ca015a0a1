import type { Texts } from '../types';

export const common: Texts['common'] = {
  cmsUnavailable: 'This content is temporarily unavailable. Please try again in a few moments.',
  retry: 'Try again',
  offline: {
    title: 'Offline',
    tagline: 'Digital and Sales Agency',
    heading: 'You are offline',
    text: 'This page has not been saved on your device yet. It will appear as soon as the connection is back.\nIn the meantime, here are the pages you can read offline:',
    noPages: 'No page has been saved on this device yet.',
  },
};
