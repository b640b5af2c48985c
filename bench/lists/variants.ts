/**
 * The variants of the list machinery bench page (bench/lists/main.tsx), in the order they are measured. The app's
 * lists are `addressBarList+positionKeyedBody`. PrefetchNextPage was measured here too (no gain) and removed.
 */
export const VARIANT_KEYS = [
  'list',
  'list+positionKeyedBody',
  'list+address:replaceState',
  'list+address:navigate',
  'list+address:navigateInTransition',
  'addressBarList',
  'addressBarList+positionKeyedBody',
] as const;

export type VariantKey = (typeof VARIANT_KEYS)[number];
