import userEvent, { type UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` in a field the way pasting does: a click, then the whole text in one input event. A form sees the
 * same value as when it is typed, but typing re-renders the whole react-admin form once per character, and that
 * was a sixth of the component tests' CPU time (issue 25: `npm test`'s time). A test of what happens while
 * someone types (a search as you type, a field that filters keys) types with user-event instead.
 */
export async function fill(
  field: Element,
  text: string,
  user: Pick<UserEvent, 'click' | 'paste'> = userEvent,
) {
  await user.click(field);
  await user.paste(text);
}
