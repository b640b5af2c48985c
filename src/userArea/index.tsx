import { Navigate, Route, Routes } from 'react-router';
import { UserAreaLayout } from './UserAreaLayout';
import { UserDashboard } from './UserDashboard';
import { RegisteredEvents } from './RegisteredEvents';
import { UpcomingEvents } from './UpcomingEvents';
import { MembershipPackages } from './MembershipPackages';

/** /user/*: the user area's placeholder pages with sample data (spec 3 §2). Loaded on first visit. */
const UserArea = () => (
  <Routes>
    <Route element={<UserAreaLayout />}>
      <Route path="dashboard" element={<UserDashboard />} />
      <Route path="events/registered" element={<RegisteredEvents />} />
      <Route path="events/upcoming" element={<UpcomingEvents />} />
      <Route path="membershipPackage" element={<MembershipPackages />} />
      <Route path="*" element={<Navigate to="/user/dashboard" replace />} />
    </Route>
  </Routes>
);

export default UserArea;
