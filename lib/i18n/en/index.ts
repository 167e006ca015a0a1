// Every text of the site in this edition, by area (the areas' files beside this one).
import type { Texts } from '../types';
import { layout } from './layout';
import { screens } from './screens';

export const englishTexts: Texts = { layout, screens };
