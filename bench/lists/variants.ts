/**
 * The variants of the list machinery bench page (bench/lists/main.tsx), in the order they are measured. The app's
 * lists are `addressBarList+positionKeyedBody`; the members list, whose rows are selectable, is
 * `addressBarList+bulkDataTable` (the same body with a selection checkbox first in each row). PrefetchNextPage was
 * measured here too (no gain in this measure) and is no longer a variant; the app keeps it (docs/architecture.md).
 */
export const VARIANT_KEYS = [
  'list',
  'list+positionKeyedBody',
  'list+address:replaceState',
  'list+address:navigate',
  'list+address:navigateInTransition',
  'addressBarList',
  'addressBarList+positionKeyedBody',
  'addressBarList+bulkDataTable',
] as const;

export type VariantKey = (typeof VARIANT_KEYS)[number];
