import { randomUUID } from 'node:crypto';
import type { SeedContext } from '../../seed/context.js';
import { insertMany } from '../../seed/insert.js';

const FAQS: [string, string][] = [
  [
    'How do I join a wellness support group?',
    'Open the group in the app and send a join request; an administrator approves it.',
  ],
  ['What is a health hero?', 'A member who overcame an illness and now mentors others through sessions.'],
  [
    'How do I book a session with a health hero?',
    'Choose a hero, pick a date and time, and describe what you need help with.',
  ],
  [
    'Can I change my membership package?',
    'Yes. Upgrades apply at once; the new annual cost replaces the old one.',
  ],
  ['Are event fees discounted for members?', 'Packages carry an event discount that is applied at checkout.'],
  ['How do partner discounts work?', 'Show your membership badge or use the code listed in the marketplace.'],
  ['Can I watch past webinars?', 'Recordings appear in the content library a few days after the event.'],
  ['How do I cancel my membership?', 'Contact support; your benefits last until the end of the paid period.'],
];

/** FAQs in a fixed order; the last one is inactive. */
export async function seedFaqs(ctx: SeedContext): Promise<void> {
  const rows = Array.from({ length: ctx.sizes.faqs }, (_, i) => {
    const [question, answer] = FAQS[i % FAQS.length] as [string, string];
    const round = Math.floor(i / FAQS.length);
    return [randomUUID(), round ? `${question} (${round + 1})` : question, answer, i !== ctx.sizes.faqs - 1];
  });
  await insertMany(ctx.db, 'faqs', ['uuid', 'question', 'answer', 'is_active'], rows);
}
