/** The variants of the list machinery bench page (bench/lists/main.tsx), in the order they are measured. */
export const VARIANT_KEYS = [
  'list',
  'list+positionKeyedBody',
  'list+prefetchNextPage',
  'list+address:replaceState',
  'list+address:navigate',
  'list+address:navigateInTransition',
  'addressBarList',
  'addressBarList+positionKeyedBody',
  'addressBarList+positionKeyedBody+prefetchNextPage',
] as const;

export type VariantKey = (typeof VARIANT_KEYS)[number];
