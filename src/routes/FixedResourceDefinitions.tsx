import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  Resource,
  ResourceDefinitionContext,
  type ResourceDefinitionContextValue,
  type ResourceProps,
} from 'react-admin';

const registeredElsewhere = () => undefined;

/**
 * Gives react-admin the definitions of the admin's `<Resource>`s once, for the whole admin (between
 * `<AdminContext>` and `<AdminUI>`), instead of letting it register them.
 *
 * Why (issue 28, the warm visit's first row): react-admin registers the resources in an effect after its first
 * render and, as it rebuilds its list of them once after mount, unregisters and registers them all again; each
 * time every component that reads the definitions re-renders, the whole layout (about 1,000 components, some
 * 20 ms before the first screen's rows). The admin's resources are fixed when the app loads (every folder's
 * descriptor), so there is nothing to register: the definitions are the ones `<Resource>` itself would register.
 */
export const FixedResourceDefinitions = ({
  resources,
  children,
}: {
  resources: readonly ReactElement<ResourceProps>[];
  children: ReactNode;
}) => {
  const value = useMemo<ResourceDefinitionContextValue>(
    () => ({
      definitions: Object.fromEntries(
        resources.map((element) => {
          const definition = Resource.registerResource(element.props);
          return [definition.name, definition];
        }),
      ),
      register: registeredElsewhere,
      unregister: registeredElsewhere,
    }),
    [resources],
  );
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
};
