import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import content from '../../src/i18n/en/content';
import events from '../../src/i18n/en/events';
import faqs from '../../src/i18n/en/faqs';
import groups from '../../src/i18n/en/groups';
import heroes from '../../src/i18n/en/heroes';
import marketplace from '../../src/i18n/en/marketplace';
import promoCodes from '../../src/i18n/en/promoCodes';
import vouchers from '../../src/i18n/en/vouchers';

/** Every [dot path, value] of a message tree. */
function leaves(tree: unknown, path = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe('the English catalogue', () => {
  // Our texts only: ra-language-english deliberately has a blank ra.boolean.null.
  it('has a non-empty string at every app.* leaf', () => {
    expect(leaves(en.app, 'app').length).toBeGreaterThan(300);
    const bad = leaves(en.app, 'app').filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each([
    ['events', events],
    ['promoCodes', promoCodes],
    ['content', content],
    ['vouchers', vouchers],
    ['groups', groups],
    ['heroes', heroes],
    ['marketplace', marketplace],
    ['faqs', faqs],
  ])('keeps the %s texts under app.%s, in snake_case', (area, messages) => {
    expect(Object.keys(messages.app)).toEqual([area]);
    const paths = leaves(messages.app[area as keyof typeof messages.app]).map(([path]) => path);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !/^[a-z0-9_.]+$/.test(path))).toEqual([]);
  });

  it('starts in English and offers Arabic and Turkish, each in its own name', () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'ar', name: 'العربية' },
      { locale: 'tr', name: 'Türkçe' },
    ]);
  });

  it('shows an unknown key (e.g. a server message) as written', () => {
    expect(t('Error! Validation Error!')).toBe('Error! Validation Error!');
  });

  it('keeps react-admin texts', () => {
    expect(t('ra.action.save')).toBe('Save');
  });
});

describe('spec texts, exactly as written', () => {
  it.each([
    // Spec 2: events, speakers, registered users.
    ['app.events.upcoming_title', 'Upcoming Events List'],
    ['app.events.cancel_title', 'Cancel Events List'],
    ['app.events.empty_cancel', 'There are no Cancel Events!'],
    ['app.events.confirm_cancel', 'Are you sure you want to Cancel this Event ?'],
    ['app.events.cancelled', 'Event Cancelled Successful.'],
    ['app.events.registration_updating', 'Event Status is being updated'],
    ['app.events.end_after_start', 'End Time must be greater than Start Time'],
    ['app.events.speakers.empty', 'Please Add New Speakers To This Event!'],
    ['app.events.speakers.deleted', 'Speaker Deleted successfully.'],
    ['app.events.registrations.empty', 'There are no registered users for this event.!'],
    ['app.common.categories.women_wellness', 'Women Wellness'],
    ['app.common.modes.on_site', 'On-site'],
    // Spec 2: promo codes, content library, vouchers.
    ['app.promoCodes.discount_max', 'Not greater then 100'],
    ['app.promoCodes.adding', 'Voucher Adding....'],
    ['app.promoCodes.create_error', 'An error occurred while creating voucher. Please try again..'],
    ['app.promoCodes.columns.discount_amount', 'Discount Amount (%)'],
    ['app.content.multimedia.title', 'Multimedia List'],
    ['app.content.multimedia.upload_file_type', 'Image type should be JPG, PNG or JPEG '],
    ['app.content.multimedia.type_mismatch', 'Media Type and Uploaded File Type Not Matched'],
    ['app.content.documents.empty', 'There are no Document!'],
    ['app.content.documents.file_type', 'Type should be JPG, PNG, JPEG or Pdf '],
    ['app.content.notification_error', 'An error occurred, Please try again.'],
    ['app.common.uploaded', 'Uploaded...'],
    ['app.vouchers.empty', 'There are no Vouchers!'],
    ['app.vouchers.confirm_delete', 'Are you sure you want to delete this Voucher ?'],
    // Spec 3: groups, heroes.
    ['app.groups.title', 'WSGs List'],
    ['app.groups.csv_file', 'Wsgs Table Data'],
    ['app.groups.members.empty', 'There are no Members !'],
    ['app.groups.pending.empty', 'There are no WSGs Pending Request!'],
    ['app.groups.members.status_updated', 'WSGs user status updated successfully.'],
    ['app.groups.csv.phone', 'Phone No'],
    ['app.heroes.empty', 'There are no Health Hero!'],
    ['app.heroes.pending.empty', 'There are no health hero pending request!'],
    ['app.heroes.age_brackets.matured', 'Matured'],
    ['app.heroes.categories.reversal', 'Reversal'],
    ['app.heroes.csv.age_bracket', 'age bracket'],
    ['app.heroes.spotlight.video_type', 'Video type should be mp4 or mkv'],
    ['app.heroes.applications.no_document', 'No Document'],
    // Spec 3: marketplace, FAQs.
    ['app.marketplace.partners.empty', 'There are no Partners Partner!'],
    ['app.marketplace.partners.confirm_delete', 'Are you sure you want to delete this Business Partner ?'],
    ['app.marketplace.partners.expiry_in_future', 'Expiry Date can only be in future.'],
    ['app.marketplace.requests.empty', 'There are no Businesses!'],
    ['app.marketplace.types.product_and_service', 'Product and Service'],
    ['app.marketplace.vendors.empty', 'There are no VendorList!'],
    ['app.faqs.empty', 'There are no Faq!'],
    ['app.faqs.columns.question', 'Questions List'],
  ])('%s is %j', (key, text) => {
    expect(t(key)).toBe(text);
  });

  it.each([
    ['app.events.speakers.title', { name: 'Yoga Day' }, 'Yoga Day Event Speakers'],
    ['app.events.registrations.title', { name: 'Yoga Day' }, 'Yoga Day Event Registered User List'],
    ['app.groups.pending.title', { name: 'Heart' }, 'Pending Request of Heart Group'],
    ['app.groups.members.title', { name: 'Heart' }, 'Wellness Support Group of Heart'],
    ['app.groups.add_member.option', { name: 'Ada', email: 'ada@example.test' }, 'Ada - ada@example.test'],
    ['app.heroes.pending.title', { name: 'Sam' }, 'Sam Pending Request List'],
    ['app.heroes.registered.title', { name: 'Sam' }, 'Sam Registered User List'],
  ])('%s fills its placeholders', (key, options, text) => {
    expect(t(key, options)).toBe(text);
  });
});
