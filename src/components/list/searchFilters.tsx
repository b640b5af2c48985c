import { SearchInput } from 'react-admin';

/** A list's search box, always shown: react-admin's `q` filter, which the provider matches on the client. */
export const SEARCH_FILTERS = [<SearchInput key="q" source="q" alwaysOn />];
