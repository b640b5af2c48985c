import type { RaRecord } from 'react-admin';
import { addDays, addHours } from 'date-fns';
import { normaliseEvent } from '../../../src/resources/events/api';
import { normaliseRegistration, normaliseSpeaker } from '../../../src/resources/events/eventPartsApi';
import { normalisePromoCode } from '../../../src/resources/promoCodes/api';

const inDays = (days: number, hour = 10) => {
  const day = addDays(new Date(), days);
  day.setHours(hour, 0, 0, 0);
  return day;
};

/** An event as the API sends it, normalised by the registry, with the reference server's extra fields. */
const event = (uuid: string, fields: Record<string, unknown>): RaRecord => {
  const start = (fields.startTime as Date | undefined) ?? inDays(10);
  return {
    ...normaliseEvent({
      uuid,
      description: `${String(fields.name)} for everyone.`,
      image: `public/images/events/${uuid}.png`,
      price: 10,
      endTime: addHours(start, 2).toISOString(),
      eventMode: 'online',
      meetingType: 'webinar',
      eventLink: 'https://meet.example.com/j/1',
      eventCategory: 'Diet',
      membershipPackage: 'pkg-gold',
      registrationLink: '',
      status: 1,
      allowRegistration: true,
      EventRegisteredUsers: 2,
      ...fields,
      startTime: start.toISOString(),
    }),
  };
};

export const upcomingEvents: RaRecord[] = [
  event('ev-walk', {
    name: 'Heart Walk',
    eventMode: 'on-site',
    eventLink: 'Riverside Park',
    startTime: inDays(3),
  }),
  event('ev-sugar', {
    name: 'Sugar Smart',
    startTime: inDays(5),
    allowRegistration: false,
    EventRegisteredUsers: 0,
  }),
];
export const ongoingEvents: RaRecord[] = [
  event('ev-yoga', { name: 'Yoga Week', startTime: inDays(-1), endTime: inDays(2).toISOString() }),
];
export const pastEvents: RaRecord[] = [event('ev-sleep', { name: 'Sleep Well', startTime: inDays(-20) })];
export const cancelledEvents: RaRecord[] = [
  event('ev-stress', { name: 'Stress Less', status: 0, startTime: inDays(4) }),
];
export const draftEvents: RaRecord[] = [
  event('ev-rainbow', { name: 'Eat the Rainbow', status: 2, startTime: inDays(30) }),
];

/** The fake provider's collections: each phase list is keyed by its phase. */
export const eventCollections = {
  'events?phase=upcoming': upcomingEvents,
  'events?phase=ongoing': ongoingEvents,
  'events?phase=past': pastEvents,
  'events?phase=cancelled': cancelledEvents,
  'events?phase=draft': draftEvents,
  events: [...upcomingEvents, ...ongoingEvents, ...pastEvents, ...cancelledEvents, ...draftEvents],
};

export const walkSpeakers: RaRecord[] = [
  normaliseSpeaker(
    {
      name: 'Dr. Asha Rao',
      designation: 'Cardiologist',
      description: 'Heart advice.',
      image: 'public/s1.png',
    },
    'ev-walk',
  ),
  normaliseSpeaker(
    { name: 'Mark Fenton', designation: 'Nutritionist', description: 'Food advice.', image: '' },
    'ev-walk',
  ),
];

const user = (name: string, email: string, city: string, country: string) => [
  { name, email, city, country, password: 'hash' },
];
export const walkRegistrations: RaRecord[] = [
  normaliseRegistration(
    {
      userUuid: 'm-ann',
      eventUuid: 'ev-walk',
      quantity: 2,
      isActive: true,
      createdAt: '2026-03-04T09:30:00',
      Users: user('Ann Lee', 'ann@example.com', 'Austin', 'United States'),
    },
    'ev-walk',
  ),
  normaliseRegistration(
    {
      userUuid: 'm-bob',
      eventUuid: 'ev-walk',
      quantity: 1,
      isActive: false,
      createdAt: '2026-03-05T14:00:00',
      Users: user('=Bob Stone', 'bob@example.com', 'Pune', 'India'),
    },
    'ev-walk',
  ),
];

export const promoCodes: RaRecord[] = [
  normalisePromoCode({
    uuid: 'pc-early',
    eventUuid: 'ev-walk',
    membershipUuid: 'pkg-gold',
    name: 'EARLYBIRD',
    discountAmount: 20,
    quantity: 50,
    used: 3,
    expiryDate: inDays(40).toISOString(),
    status: true,
    description: 'Early birds save.',
  }),
  normalisePromoCode({
    uuid: 'pc-friends',
    eventUuid: 'ev-sugar',
    membershipUuid: '',
    name: 'FRIENDS25',
    discountAmount: 25,
    quantity: 10,
    used: 0,
    expiryDate: inDays(20).toISOString(),
    status: false,
    description: 'Bring a friend.',
  }),
];
