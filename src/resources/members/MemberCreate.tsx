import { Create } from 'react-admin';
import { MemberForm } from './MemberForm';

/** 'Add New Member'. */
export const MemberCreate = () => (
  <Create title="app.members.add">
    <MemberForm mode="create" />
  </Create>
);
