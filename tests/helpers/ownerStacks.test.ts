import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

/** The creation stack React's development build keeps on an element (`_debugStack`). */
const creationStack = () => (createElement('div') as unknown as { _debugStack: unknown })._debugStack;

describe('the component tests skip React’s creation stacks (tests/setup.ts)', () => {
  it('gives every element the one shared stack instead of recording its own', () => {
    expect(creationStack()).toBeDefined();
    expect(creationStack()).toBe(creationStack());
  });
});
