// Every text of the site in this edition, by area (the areas' files beside this one).
import type { Texts } from '../types';
import { about } from './about';
import { digital } from './digital';
import { home } from './home';
import { jobs } from './jobs';
import { layout } from './layout';
import { matching } from './matching';
import { screens } from './screens';
import { services } from './services';
import { trainings } from './trainings';

export const arabicTexts: Texts = { layout, screens, about, digital, home, jobs, matching, services, trainings };
