// Every text of the site in this edition, by area (the areas' files beside this one).
import { about } from './about';
import { digital } from './digital';
import { home } from './home';
import { jobs } from './jobs';
import { layout } from './layout';
import { matching } from './matching';
import { screens } from './screens';
import { services } from './services';
import { trainings } from './trainings';

export const frenchTexts = { layout, screens, about, digital, home, jobs, matching, services, trainings };
