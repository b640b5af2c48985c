import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import { retryingLazy } from './retryingLazy';

/** The views of one resource folder, as its `index.ts` default-exports them (react-admin's demo shape). */
export interface ResourceScreens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /** The folder's `icon.ts`, which the menu (src/layout/navigation.ts) imports on its own to stay light. */
  icon?: ComponentType<SvgIconProps>;
}

type ResourceView = Exclude<keyof ResourceScreens, 'icon'>;

type ResourceModule = { default: ResourceScreens };

/**
 * `<Resource>` props whose views load with their folder on first visit, so /login carries none of them.
 * The views are named here because react-admin reads `hasCreate`, `hasEdit`, `hasShow` from the props
 * before the folder has loaded (an Edit of a resource with a show view offers a Show button, …). A failed
 * download says the server cannot be reached and retries (see retryingLazy).
 */
export function lazyResource(
  load: () => Promise<ResourceModule>,
  views: readonly ResourceView[],
): ResourceScreens {
  return Object.fromEntries(
    views.map((view) => [
      view,
      retryingLazy(async () => {
        const screen = (await load()).default[view];
        if (!screen) throw new Error(`The resource folder has no ${view} view`);
        return { default: screen };
      }),
    ]),
  );
}
