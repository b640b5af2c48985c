import { Navigate, useLocation, useParams } from 'react-router';
import { legacyTarget, type LegacyRoute } from './legacy';

/** Replaces a legacy URL by its canonical one, keeping the query string and the navigation state. */
export const LegacyRedirect = ({ route }: { route: LegacyRoute }) => {
  const params = useParams();
  const { search, state } = useLocation();
  return <Navigate to={legacyTarget(route, params, state) + search} state={state} replace />;
};
