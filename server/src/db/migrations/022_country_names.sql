-- Country names as the country list gives them (modules/countries/service.ts, the countries-list package): the demo seed
-- stored 'Turkey' where the picker offers 'Türkiye', so an edit form showed a country the picker does not have.
UPDATE support_groups SET country = 'Türkiye' WHERE country = 'Turkey';
UPDATE users SET country = 'Türkiye' WHERE country = 'Turkey';
UPDATE business_partner_requests SET country = 'Türkiye' WHERE country = 'Turkey';
UPDATE vendors SET country = 'Türkiye' WHERE country = 'Turkey';
