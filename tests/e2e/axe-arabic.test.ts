/** axe's WCAG 2.1 A and AA rules over every screen in Arabic (axeScreens.ts). */
import { ar } from '../../src/i18n/ar';
import { axeEveryScreen } from './axeScreens';

axeEveryScreen({ name: 'العربية', messages: ar });
