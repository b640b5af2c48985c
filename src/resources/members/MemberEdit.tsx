import { Edit } from 'react-admin';
import { MemberForm } from './MemberForm';

/** 'Update Member', loaded by id. */
export const MemberEdit = () => (
  <Edit title="app.members.update" mutationMode="pessimistic">
    <MemberForm mode="edit" />
  </Edit>
);
