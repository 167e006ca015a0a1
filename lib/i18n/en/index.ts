// Every text of the site in this edition, by area (the areas' files beside this one).
import type { Texts } from '../types';
import { common } from './common';
import { faq } from './faq';
import { layout } from './layout';
import { legal } from './legal';
import { news } from './news';
import { screens } from './screens';
import { share } from './share';

export const englishTexts: Texts = { layout, screens, common, news, faq, legal, share };
