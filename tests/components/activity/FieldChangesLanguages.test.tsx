/**
 * Exploratory test 4, defect 4, in Arabic and Turkish: 'Speakers', 'Zoom event' and 'Package' stayed English, and
 * so did values such as 'Female' and 'Lifestyle'.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FieldChanges } from '../../../src/components/activity/FieldChanges';
import type { FieldChange } from '../../../src/components/activity/activityTypes';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderInLanguage } from '../../i18n/renderInLanguage';

const LOADING = { timeout: 5000 };

const deletedEvent: FieldChange[] = [
  { field: 'eventCategory', before: 'Lifestyle', after: null },
  { field: 'eventMode', before: 'online', after: null },
  { field: 'speakers', before: [{ name: 'Dr. Rao' }], after: null },
  { field: 'status', before: 1, after: null },
  { field: 'zoomEventId', before: '8812', after: null },
];
const createdMember: FieldChange[] = [
  { field: 'gender', before: null, after: 'Female' },
  { field: 'package', before: null, after: { name: 'Gold' } },
];

const linesIn = async (locale: string, resource: string, changes: FieldChange[]) => {
  renderInLanguage(locale, <FieldChanges resource={resource} changes={changes} />, {
    dataProvider: fakeDataProvider({}),
  });
  // The language's messages load before the screen shows.
  await screen.findAllByRole('listitem', {}, LOADING);
  return screen.getAllByRole('listitem').map((item) => item.textContent);
};

describe('FieldChanges in Arabic and Turkish', { timeout: 20_000 }, () => {
  it.each([
    [
      'ar',
      [
        'فئة الفعالية: نمط الحياة ← (فارغ)',
        'طريقة إقامة الفعالية: عبر الإنترنت ← (فارغ)',
        'المتحدثون: Dr. Rao ← (فارغ)',
        'الحالة: قادمة ← (فارغ)',
        'معرّف فعالية Zoom: 8812 ← (فارغ)',
      ],
    ],
    [
      'tr',
      [
        'Etkinlik Kategorisi: Yaşam Tarzı → (boş)',
        'Etkinlik Biçimi: Çevrim içi → (boş)',
        'Konuşmacılar: Dr. Rao → (boş)',
        'Durum: Yaklaşan → (boş)',
        'Zoom Etkinlik Kimliği: 8812 → (boş)',
      ],
    ],
  ])("names a deleted event's fields and choices in %s", async (locale, expected) => {
    expect(await linesIn(locale, 'events', deletedEvent)).toEqual(expected);
  });

  it.each([
    ['ar', ['الجنس: (فارغ) ← أنثى', 'باقة العضوية: (فارغ) ← Gold']],
    ['tr', ['Cinsiyet: (boş) → Kadın', 'Üyelik Paketi: (boş) → Gold']],
  ])("names a created member's gender and package in %s", async (locale, expected) => {
    expect(await linesIn(locale, 'members', createdMember)).toEqual(expected);
  });
});
