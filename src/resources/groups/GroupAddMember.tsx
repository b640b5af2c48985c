import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  SimpleForm,
  Title,
  useDataProvider,
  useGetList,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import type { GroupRecord } from './api';
import type { AppDataProvider } from '../../api/types';
import { requiredField } from '../../validation/rules';
import { MemberAutocompleteInput } from '../../components/forms/MemberAutocompleteInput';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { SubmitOutcome } from '../../components/forms/SubmitOutcome';
import { useSaveMessages, type SaveMessages } from '../../components/forms/useSaveMessages';
import { useAddressParent } from '../../components/list/useAddressParent';
import { addMemberErrorText, isGroupFull, memberAlreadyInGroup } from './addMemberRules';

const ALL = { page: 1, perPage: 100_000 };

const MESSAGES: SaveMessages = {
  waiting: 'app.groups.add_member.adding',
  success: 'app.groups.add_member.added',
  error: addMemberErrorText,
};

/** Members who can be picked: a name and an email to show as 'name - email' (spec 3 §2). */
const hasNameAndEmail = (member: RaRecord) => Boolean(member.name) && Boolean(member.email);

/**
 * 'Add New Member' to a group (spec 3 §2): one required member, found with the spec's member autocomplete (3
 * letters, 'No result found!', arrow keys and Escape), each option 'name - email'. Members already in the group
 * are not offered; one asking to join is refused under the picker (approve the request instead), a full group in
 * a snackbar, before anything is sent; then 'Member is being added', 'Member added successfully' and back to the
 * group's members.
 */
export const GroupAddMember = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { id, record: group, filter: groupFilter } = useAddressParent<GroupRecord>('groups', 'groupId');
  const { data: joined } = useGetList('groupMembers', { filter: groupFilter, pagination: ALL });
  const { data: pending } = useGetList('groupRequests', { filter: groupFilter, pagination: ALL });
  const messages = useSaveMessages('groupMembers', MESSAGES, { redirectTo: () => `/groups/${id}/members` });
  const {
    mutate,
    isPending: isSaving,
    isError,
    isSuccess,
    submittedAt,
  } = useMutation({
    mutationFn: (member: string) =>
      dataProvider.act('groupMembers', 'addMember', { id, data: { member, supportGroupUuid: id } }),
    ...messages,
  });

  const offers = useMemo(() => {
    const inGroup = new Set((joined ?? []).map((row) => row.userUuid));
    return (member: RaRecord) => hasNameAndEmail(member) && !inGroup.has(member.id);
  }, [joined]);
  const rules: Validator[] = useMemo(
    () => [requiredField(), (value) => memberAlreadyInGroup(value, joined, pending)],
    [joined, pending],
  );
  const optionText = (member: RaRecord) =>
    translate('app.groups.add_member.option', { name: member.name, email: member.email });

  const submit = (values: Record<string, unknown>) => {
    // A refusal before sending, as react-admin's forms say a server's (its snackbar): the submission does not
    // count as successful, so leaving still asks.
    if (isGroupFull(group as RaRecord | undefined)) {
      return { root: { serverError: 'app.groups.add_member.group_full' } };
    }
    mutate(String(values.member));
    return undefined;
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.groups.add_member.title" />
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h2">
          {group ? translate('app.groups.members.title', { name: group.name }) : null}
        </Typography>
        {/* How full the group is, so a refusal of a full group comes as no surprise (spec 3 is silent). */}
        {group ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.groups.add_member.places', {
              joined: group.members?.length ?? 0,
              capacity: group.numberOfMembers,
            })}
          </Typography>
        ) : null}
      </CardContent>
      <SimpleForm onSubmit={submit} toolbar={<SaveOnlyToolbar />} disabled={isSaving}>
        <MemberAutocompleteInput
          source="member"
          validate={rules}
          offers={offers}
          optionLabel={optionText}
          disabled={isSaving}
        />
        <SubmitOutcome refusal={isError ? submittedAt : undefined} saved={isSuccess} />
      </SimpleForm>
    </Card>
  );
};
