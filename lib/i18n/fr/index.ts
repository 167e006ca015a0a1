// Every text of the site in this edition, by area (the areas' files beside this one).
import { about } from './about';
import { digital } from './digital';
import { home } from './home';
import { layout } from './layout';
import { matching } from './matching';
import { screens } from './screens';
import { services } from './services';

export const frenchTexts = { layout, screens, home, about, digital, matching, services };
