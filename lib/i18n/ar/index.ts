// Every text of the site in this edition, by area (the areas' files beside this one).
import type { Texts } from '../types';
import { jobs } from './jobs';
import { layout } from './layout';
import { screens } from './screens';
import { trainings } from './trainings';

export const arabicTexts: Texts = { layout, screens, jobs, trainings };
