import type { Texts } from '../types';

export const screens: Texts['screens'] = {
  notFound: {
    title: 'Page not found',
    heading: 'Sorry, we cannot find this page',
    text: 'The page you are looking for may have moved or no longer exists.',
    backHome: 'Back to the home page',
  },
  untranslated: {
    notice: 'This content has not been translated into English yet, so it is shown in French.',
    mark: 'In French',
  },
};
