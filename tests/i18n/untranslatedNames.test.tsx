/**
 * Issue 27, Arabic and Turkish: texts MUI writes itself (a pagination's navigation name, an autocomplete's Clear)
 * and the date inputs' format hint were English on every page.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Autocomplete, TextField } from '@mui/material';
import { DataTable, List, SimpleForm } from 'react-admin';
import { CalendarDateInput } from '../../src/components/forms/CalendarDateInput';
import { fakeDataProvider } from '../helpers/fakeDataProvider';
import { renderInLanguage } from './renderInLanguage';

const LOADING = { timeout: 5000 };
const faqs = Array.from({ length: 30 }, (_, i) => ({ id: `f${i}`, question: `Question ${i}` }));

const renderPagedList = (locale: string) =>
  renderInLanguage(
    locale,
    <List resource="faqs" perPage={10} disableSyncWithLocation>
      <DataTable>
        <DataTable.Col source="question" />
      </DataTable>
    </List>,
    { dataProvider: fakeDataProvider({ faqs }) },
  );

const renderDateInput = (locale: string) =>
  renderInLanguage(
    locale,
    <SimpleForm resource="vouchers" record={{ id: 'v1' }} toolbar={false}>
      <CalendarDateInput source="expiryDate" pattern="MM/dd/yyyy" />
      <CalendarDateInput source="dob" pattern="dd/MM/yyyy" />
    </SimpleForm>,
    { dataProvider: fakeDataProvider({}) },
  );

describe("MUI's own texts", { timeout: 20_000 }, () => {
  it.each([
    ['ar', 'التنقل عبر الصفحات'],
    ['tr', 'Sayfa navigasyonu'],
  ])('name the pagination in %s', async (locale, name) => {
    renderPagedList(locale);
    expect(await screen.findByRole('navigation', { name }, LOADING)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).toBeNull();
  });

  it("names an autocomplete's clear button in Arabic", async () => {
    renderInLanguage(
      'ar',
      <Autocomplete options={['Pune']} value="Pune" renderInput={(params) => <TextField {...params} />} />,
      { dataProvider: fakeDataProvider({}) },
    );
    expect(await screen.findByRole('button', { name: 'مسح' }, LOADING)).toBeInTheDocument();
  });
});

describe("a date input's format hint", { timeout: 20_000 }, () => {
  it.each([
    ['en', 'MM/dd/yyyy', 'dd/MM/yyyy'],
    ['ar', 'شهر/يوم/سنة', 'يوم/شهر/سنة'],
    ['tr', 'AA/GG/YYYY', 'GG/AA/YYYY'],
  ])('is written in %s', async (locale, monthFirst, dayFirst) => {
    renderDateInput(locale);
    const inputs = await screen.findAllByRole('textbox', {}, LOADING);
    expect(inputs.map((input) => input.getAttribute('placeholder'))).toEqual([monthFirst, dayFirst]);
  });
});
