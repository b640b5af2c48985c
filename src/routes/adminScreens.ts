import type { ResourceDescriptor, ScreenRef } from '../resources/defineResource';
import type { PreloadableComponent } from './preloadableLazy';
import { lazyScreen } from './lazyScreen';

/** The dashboard (/admin and /admin/dashboard), loaded on first visit. */
export const Dashboard = lazyScreen(() => import('../dashboard'), 'Dashboard');

/**
 * A screen a descriptor names (a route or a page): an export of its own screens module, or of another folder's
 * (a member's transactions live with the payments). The same component however often it is asked for.
 */
export function screenOf(
  descriptor: ResourceDescriptor,
  ref: ScreenRef<Record<string, unknown>>,
): PreloadableComponent<object> {
  if (typeof ref !== 'string') return lazyScreen(ref.load, ref.name);
  if (!descriptor.screens) throw new Error(`${descriptor.name} names the screen ${ref} but has no screens`);
  return lazyScreen(descriptor.screens, ref);
}
