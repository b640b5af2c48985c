import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';

/** Every file of the English catalogue (src/i18n/en/<file>.ts), as its index finds them. */
const files = Object.entries(
  import.meta.glob<Record<string, unknown>>(['../../src/i18n/en/*.ts', '!../../src/i18n/en/index.ts'], {
    eager: true,
    import: 'default',
  }),
).map(([file, messages]) => [file.replace(/^.*\/(\w+)\.ts$/, '$1'), messages] as const);

/**
 * Keys that are values of something else, not names of ours: the activity log's resource and action names, and
 * date-fns' format tokens (dd, MM, yyyy) a date input's hint is written in.
 */
const VALUE_KEYS = /^(activity\.(resources|actions)|common\.date_parts)\./;

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

  it('is every file of src/i18n/en', () => {
    expect(files.map(([file]) => file)).toEqual(
      expect.arrayContaining(['common', 'shell', 'faqs', 'resources']),
    );
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)("keeps %s's texts in areas of its own (app.<area>), in snake_case", (file, messages) => {
    expect(Object.keys(messages).filter((key) => key !== 'app' && key !== 'resources')).toEqual([]);
    const areas = Object.keys((messages.app as object | undefined) ?? {});
    // A file with one area names it after itself; no other file writes into its areas.
    if (areas.length === 1) expect(areas).toEqual([file]);
    const others = files
      .filter(([other]) => other !== file)
      .flatMap(([, other]) => Object.keys((other.app as object | undefined) ?? {}));
    expect(areas.filter((area) => others.includes(area))).toEqual([]);
    for (const area of areas) {
      const paths = leaves((messages.app as Record<string, unknown>)[area]).map(([path]) => path);
      expect(
        paths.filter((path) => !/^[a-z0-9_.]+$/.test(path) && !VALUE_KEYS.test(`${area}.${path}`)),
      ).toEqual([]);
    }
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
