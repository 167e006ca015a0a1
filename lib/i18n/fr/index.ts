// Every text of the site in this edition, by area (the areas' files beside this one).
import { about } from './about';
import { common } from './common';
import { digital } from './digital';
import { faq } from './faq';
import { forms } from './forms';
import { home } from './home';
import { jobs } from './jobs';
import { layout } from './layout';
import { legal } from './legal';
import { matching } from './matching';
import { news } from './news';
import { requests } from './requests';
import { screens } from './screens';
import { services } from './services';
import { share } from './share';
import { trainings } from './trainings';

export const frenchTexts = { layout, screens, about, common, digital, faq, forms, home, jobs, legal, matching, news, requests, services, share, trainings };
