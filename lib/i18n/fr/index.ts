// Every text of the site in this edition, by area (the areas' files beside this one).
import { forms } from './forms';
import { layout } from './layout';
import { requests } from './requests';
import { screens } from './screens';

export const frenchTexts = { forms, layout, requests, screens };
