import { UserPage } from './UserPage';

/** /user/dashboard: empty in the spec (spec 3 §2). */
export const UserDashboard = () => <UserPage title="app.userArea.dashboard.title" />;
