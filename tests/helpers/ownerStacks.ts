import React from 'react';

/** React's shared internals, where its development build counts the creation stacks it recorded in a render. */
const internals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/**
 * React's development build records where each element was created (an Error with ten stack frames, and a console
 * task), up to 10,000 elements per render, to print in its own warnings. In the component tests that was an eighth
 * of their CPU time (issue 25: `npm test`'s time). Past those 10,000 React stops recording and shares one stack;
 * this makes every render count as past them. React's warnings still print, without the line that created the
 * element. (tests/helpers/ownerStacks.test.ts fails if a React version no longer counts there.)
 */
export function skipOwnerStacks() {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
}
