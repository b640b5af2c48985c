// Texts of the wellness support groups (WSGs): list, form, pending join requests, joined members, adding
// a member (spec 3 §2, §4, §5, §8, §9), exactly as the spec writes them. Keys: app.groups.*
// Categories are shared: app.common.categories.*. Spec 3 does not word the form labels, the approve/reject
// confirmations nor the add/update waiting and success messages; those below name things plainly.
const messages = {
  app: {
    groups: {
      title: 'WSGs List',
      add: 'Add New Group',
      create_title: 'Add New Group Information',
      edit_title: 'Update Group Information',
      empty: 'There are no WSGs!',
      name_taken: 'A group with this name already exists',
      status_updated: 'WSGs status updated successfully.',
      adding: 'Group is being added',
      added: 'Group added successfully',
      updating: 'Group is being updated',
      updated: 'Group updated successfully',
      csv_file: 'Wsgs Table Data',
      list_of_members: 'List of Members',
      // The groups list download: spec 3 names only its file.
      list_csv: {
        name: 'Group Name',
        category: 'Category',
        country: 'Country',
        state: 'State',
        city: 'City',
        membership: 'Membership',
        number_of_members: 'Number of Members',
        joined: 'Joined Members',
        published: 'Published',
        group_link: 'Group Link',
      },
      view_list: 'View List',
      columns: {
        image: 'Image',
        pending_requests: 'Pending Requests',
      },
      pending: {
        title: 'Pending Request of %{name} Group',
        empty: 'There are no WSGs Pending Request!',
        confirm_approve: 'Are you sure you want to approve this request ?',
        confirm_reject: 'Are you sure you want to reject this request ?',
        accepted: 'WSGs request accepted successfully',
        rejected: 'WSGs request rejected successfully',
        csv_file: '%{name} Pending Requests',
        columns: {
          image: 'Image',
          actions: 'Actions',
        },
      },
      members: {
        title: 'Wellness Support Group of %{name}',
        add: 'Add New Member',
        empty: 'There are no Members !',
        status_updated: 'WSGs user status updated successfully.',
        csv_file: '%{name} Members',
        columns: {
          image: 'Image',
        },
      },
      add_member: {
        title: 'Add New Member',
        option: '%{name} - %{email}',
        adding: 'Member is being added',
        added: 'Member added successfully',
        already_member: 'This member has already joined the group.',
        already_requested: 'This member has a pending request to join: approve it from the pending list.',
        group_full: 'The group is full: raise its number of members to add another.',
        places: '%{joined} of %{capacity} places taken by active members',
      },
      // Pending and joined-member downloads: the group name as a title row, then these columns.
      csv: {
        user: 'User',
        email: 'Email',
        city: 'City',
        country: 'Country',
        phone: 'Phone No',
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    groups: {
      fields: {
        name: 'Group Name',
        country: 'Country',
        membershipName: 'Membership',
        isActive: 'Publish',
        file: 'Cover Image',
        description: 'Description',
        groupLeader: 'Group Leader',
        numberOfMembers: 'Number of Members',
        groupCategory: 'Category',
        state: 'State',
        city: 'City',
        membershipPackage: 'Membership Package',
        groupLink: 'Group Link',
        member: 'Member',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        coverImage: 'Cover Image',
        image: 'Cover Image',
      },
    },
    groupRequests: {
      fields: {
        name: 'User Name',
        email: 'Email',
        city: 'City',
        country: 'Country',
        mobile: 'Phone No',
        // The API's names of fields the switches and actions send: the server's refusals are named by these labels.
        supportGroupUuid: 'Support Group',
        userUuid: 'User',
      },
    },
    groupMembers: {
      fields: {
        name: 'User Name',
        email: 'Email',
        city: 'City',
        country: 'Country',
        isActive: 'Status',
        // The API's names of fields the switches and actions send: the server's refusals are named by these labels.
        supportGroupUuid: 'Support Group',
        userUuid: 'User',
        member: 'Member',
      },
    },
  },
};

export default messages;
