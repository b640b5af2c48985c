/** axe's WCAG 2.1 A and AA rules over every screen in English (axeScreens.ts). */
import { en } from '../../src/i18n/en';
import { axeEveryScreen } from './axeScreens';

axeEveryScreen({ name: 'English', messages: en });
