/**
 * axe's WCAG 2.1 A and AA rules over every screen in Arabic (axeScreens.ts), and on each admin screen no English
 * text left and values left to right (arabicTexts.ts), in the same walk.
 */
import { ar } from '../../src/i18n/ar';
import { arabicTextProblemsOn } from './arabicTexts';
import { axeEveryScreen } from './axeScreens';

axeEveryScreen({ name: 'العربية', messages: ar, adminScreenCheck: arabicTextProblemsOn });
