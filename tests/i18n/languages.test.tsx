import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { ResourceContextProvider } from 'react-admin';
import { PackageList } from '../../src/resources/packages/PackageList';
import { PackageCreate } from '../../src/resources/packages/PackageCreate';
import { MemberList } from '../../src/resources/members/MemberList';
import { fakeDataProvider } from '../helpers/fakeDataProvider';
import { captureCsvDownload } from '../resources/captureCsvDownload';
import { members, packages } from '../resources/fixtures';
import { renderInLanguage } from './renderInLanguage';
import { fill } from '../helpers/fill';

/** Gold with costs that show the language's number format. */
const pricedPackages = packages.map((item) =>
  item.id === 'pkg-gold' ? { ...item, annualCost: 1234.5 } : item,
);

const renderPackages = (locale: string) =>
  renderInLanguage(
    locale,
    <ResourceContextProvider value="packages">
      <PackageList />
    </ResourceContextProvider>,
    { dataProvider: fakeDataProvider({ packages: pricedPackages, members }), url: '/packages' },
  );

const renderPackageForm = (locale: string) =>
  renderInLanguage(
    locale,
    <ResourceContextProvider value="packages">
      <PackageCreate />
    </ResourceContextProvider>,
    { dataProvider: fakeDataProvider({ packages }), url: '/packages/create' },
  );

/** The first render waits for the language's messages to load (a dynamic import). */
const LOADING = { timeout: 5000 };

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
const html = () => document.documentElement;
/** Emotion's style elements written through the mirroring (right-to-left) cache. */
const mirroredStyles = () => document.querySelectorAll('style[data-emotion^="muirtl"]');

let download: ReturnType<typeof captureCsvDownload> | undefined;
afterEach(() => download?.restore());

describe('in Arabic', { timeout: 20_000 }, () => {
  it('lays a list out right to left with Arabic texts and Latin-digit numbers', async () => {
    renderPackages('ar');
    expect(await screen.findByText('باقات العضوية', {}, LOADING)).toBeInTheDocument();
    expect(html()).toHaveAttribute('dir', 'rtl');
    expect(html()).toHaveAttribute('lang', 'ar');
    expect(mirroredStyles().length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'إضافة باقة جديدة' })).toBeInTheDocument();
    expect(screen.getByText('التكلفة السنوية ($)')).toBeInTheDocument();
    const gold = await rowOf('Gold');
    // Row switches carry their record's name (#12), joined in the language's words.
    expect(within(gold).getByRole('switch', { name: 'نشطة: Gold' })).toBeChecked();
    expect(gold).toHaveTextContent('1,234.5');
  });

  it('shows a form with Arabic labels and validation messages', async () => {
    renderPackageForm('ar');
    const name = await screen.findByLabelText(/^اسم الباقة/, {}, LOADING);
    expect(html()).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText(/^التكلفة السنوية/)).toBeInTheDocument();
    await fill(name, 'ذهبية');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب')).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('أضف عرضًا أو ميزة واحدة على الأقل')).toBeInTheDocument();
  });

  it('keeps the CSV file in English: name, headers and date format', async () => {
    renderInLanguage('ar', <MemberList />, {
      dataProvider: fakeDataProvider({ members, packages }),
      url: '/members',
    });
    expect(await screen.findByText('قائمة الأعضاء', {}, LOADING)).toBeInTheDocument();
    await rowOf('Ann Archer');
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'تنزيل' }));
    await waitFor(() => expect(download!.names).toEqual(['Members.csv']));
    const [header, first] = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(header.slice(0, 3)).toEqual(['Name', 'Email', 'Phone No']);
    expect(header.at(-1)).toBe('Membership Start Date');
    expect(first[7]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });
});

describe('in Turkish', { timeout: 20_000 }, () => {
  it('shows a list left to right with Turkish texts and number format', async () => {
    renderPackages('tr');
    expect(await screen.findByText('Üyelik Paketleri', {}, LOADING)).toBeInTheDocument();
    expect(html()).toHaveAttribute('dir', 'ltr');
    expect(html()).toHaveAttribute('lang', 'tr');
    expect(screen.getByRole('link', { name: 'Yeni Paket Ekle' })).toBeInTheDocument();
    const gold = await rowOf('Gold');
    expect(gold).toHaveTextContent('1.234,5');
  });

  it('shows a form with Turkish labels and validation messages', async () => {
    renderPackageForm('tr');
    await fill(await screen.findByLabelText(/^Paket Adı/, {}, LOADING), 'Altın');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findAllByText('Bu alan zorunludur')).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('En az 1 teklif/avantaj ekleyin')).toBeInTheDocument();
  });
});

describe('in English', { timeout: 20_000 }, () => {
  it('comes back left to right with the spec texts', async () => {
    renderPackages('en');
    expect(await screen.findByText('Membership Packages')).toBeInTheDocument();
    expect(html()).toHaveAttribute('dir', 'ltr');
    expect(html()).toHaveAttribute('lang', 'en');
    expect(await rowOf('Gold')).toHaveTextContent('1,234.5');
  });
});
