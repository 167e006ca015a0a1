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
  savedCopy: {
    offline: 'You are offline: here is the copy of this page saved {saved}.',
    unreachable: 'The website is not responding: here is the copy of this page saved {saved}.',
    slow: 'Slow connection: here is the copy of this page saved {saved}, while the up-to-date page arrives.',
    fresh: 'The up-to-date page has arrived: you are still reading the copy saved {saved}.',
    savedOn: 'on {date}',
    undated: 'on this device',
    retry: 'Try again',
    showFresh: 'Show the up-to-date page',
  },
};
