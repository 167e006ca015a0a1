// Every text of the site in this edition, by area (the areas' files beside this one).
import { layout } from './layout';

export const frenchTexts = { layout };
