// Every text of the site in this edition, by area (the areas' files beside this one).
import { about } from './about';
import { digital } from './digital';
import { home } from './home';
import { layout } from './layout';
import { screens } from './screens';

export const frenchTexts = { layout, screens, home, about, digital };
