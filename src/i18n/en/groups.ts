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
      status_updated: 'WSGs status updated successfully.',
      adding: 'Group is being added',
      added: 'Group added successfully',
      updating: 'Group is being updated',
      updated: 'Group updated successfully',
      csv_file: 'Wsgs Table Data',
      list_of_members: 'List of Members',
      view_list: 'View List',
      columns: {
        image: 'Image',
        name: 'Group Name',
        pending_requests: 'Pending Requests',
        country: 'Country',
        membership: 'Membership',
        publish: 'Publish',
      },
      fields: {
        cover_image: 'Cover Image',
        name: 'Group Name',
        description: 'Description',
        group_leader: 'Group Leader',
        number_of_members: 'Number of Members',
        country: 'Country',
        state: 'State',
        city: 'City',
        group_category: 'Category',
        membership_package: 'Membership Package',
        group_link: 'Group Link',
      },
      pending: {
        title: 'Pending Request of %{name} Group',
        empty: 'There are no WSGs Pending Request!',
        confirm_approve: 'Are you sure you want to approve this request ?',
        confirm_reject: 'Are you sure you want to reject this request ?',
        accepted: 'WSGs request accepted successfully',
        rejected: 'WSGs request rejected successfully',
      },
      members: {
        title: 'Wellness Support Group of %{name}',
        add: 'Add New Member',
        empty: 'There are no Members !',
        status_updated: 'WSGs user status updated successfully.',
        columns: {
          image: 'Image',
          user_name: 'User Name',
          email: 'Email',
          city: 'City',
          country: 'Country',
          status: 'Status',
        },
      },
      add_member: {
        title: 'Add New Member',
        member: 'Member',
        option: '%{name} - %{email}',
        adding: 'Member is being added',
        added: 'Member added successfully',
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
};

export default messages;
