import type { CalendarDate } from '../components/format/calendarDates';

/**
 * The user area's hard-coded sample data (spec 3 §2: the user pages make no calls). Event types are
 * champion, starter and explorer, coloured purple, green and orange.
 */
export type EventType = 'champion' | 'starter' | 'explorer';

export const EVENT_TYPES: EventType[] = ['champion', 'starter', 'explorer'];

export const EVENT_TYPE_COLOURS: Record<EventType, string> = {
  champion: '#7b1fa2',
  starter: '#2e7d32',
  explorer: '#ef6c00',
};

const day = (text: string) => text as CalendarDate;

interface SampleEvent {
  id: string;
  name: string;
  /** A day: shown MM-DD-YYYY (spec 3 §9) by formatCalendarDate. */
  date: CalendarDate;
  type: EventType;
}

export const upcomingSampleEvents: SampleEvent[] = [
  { id: 'u1', name: 'Mindful Mornings', date: day('2021-09-04'), type: 'starter' },
  { id: 'u2', name: 'Heart Health Retreat', date: day('2021-09-11'), type: 'champion' },
  { id: 'u3', name: 'Diet and Diabetes Workshop', date: day('2021-09-18'), type: 'explorer' },
  { id: 'u4', name: 'Yoga for Seniors', date: day('2021-09-25'), type: 'starter' },
  { id: 'u5', name: 'Women Wellness Circle', date: day('2021-10-02'), type: 'explorer' },
  { id: 'u6', name: 'Lifestyle Food Camp', date: day('2021-10-09'), type: 'champion' },
];

interface RegisteredSampleEvent extends SampleEvent {
  status: 'confirmed' | 'pending';
}

export const registeredSampleEvents: RegisteredSampleEvent[] = [
  { id: 'r1', name: 'Mindful Mornings', date: day('2021-09-04'), type: 'starter', status: 'confirmed' },
  { id: 'r2', name: 'Heart Health Retreat', date: day('2021-09-11'), type: 'champion', status: 'pending' },
  { id: 'r3', name: 'Women Wellness Circle', date: day('2021-10-02'), type: 'explorer', status: 'confirmed' },
];

/** Sample events matching a search text (in the name, case-insensitive) and a category ('all' = any). */
export function filterSampleEvents<T extends SampleEvent>(
  events: T[],
  search: string,
  category: EventType | 'all',
): T[] {
  const needle = search.trim().toLowerCase();
  return events.filter(
    (event) => (category === 'all' || event.type === category) && event.name.toLowerCase().includes(needle),
  );
}

/** The three membership tiers of spec 3 §9, cheapest first: i18n keys under app.userArea. */
/** `yearly`: the price is per year (the starter tier is free). */
export const MEMBERSHIP_TIERS: { id: EventType; yearly: boolean; benefits: string[] }[] = [
  {
    id: 'starter',
    yearly: false,
    benefits: ['limited_sessions', 'free_orientation', 'free_videos', 'no_discount', 'starter_badge'],
  },
  {
    id: 'explorer',
    yearly: true,
    benefits: [
      'micro_periodic_10',
      'retreats_lifestyle_20',
      'marketplace_discounts',
      'exclusive_videos',
      'newsletters_2',
      'explorer_badge',
    ],
  },
  {
    id: 'champion',
    yearly: true,
    benefits: [
      'micro_20',
      'retreats_food_camps_30',
      'lifestyle_50',
      'food_diagnostics_discounts',
      'premium_videos',
      'mentor_follow_ups',
      'newsletters_4',
      'champion_badge',
    ],
  },
];
