// Texts of the 'members' area, exactly as the spec writes them. Keys: app.members.*, and
// resources.members.fields.* (the labels react-admin reads).
// Form labels are not worded by spec 1 and name the spec's fields plainly.
const messages = {
  app: {
    members: {
      title: 'Members List',
      incomplete_title: 'Incomplete Members List',
      by_package_title: 'Members List',
      // Not worded by the spec (issue #12): the by-package list names its package and leads back.
      by_package_title_of: 'Members List: %{name}',
      all_members: 'All Members',
      add: 'Add New Member',
      update: 'Update Member',
      section: 'Member Information',
      incomplete_button: 'Incomplete Members',
      active_button: 'Active Members',
      transaction_summary: 'Transaction Summary',
      empty: 'There are no members!',
      status_updated: 'Members status updated successfully.',
      adding: 'Member is being added',
      updating: 'Member is being updated',
      added: 'New Member added successfully',
      updated: 'Member updated successfully',
      email_in_use: 'The Email ID entered is already in use',
      dob_after_today: 'Date of birth cannot be later than today',
      columns: {
        email_short: 'Email',
      },
      gender: {
        male: 'Male',
        female: 'Female',
        other: 'Rather Not Say',
      },
      csv: {
        file: 'Members',
        name: 'Name',
        email: 'Email',
        phone: 'Phone No',
        gender: 'Gender',
        membership: 'Membership',
        city: 'City',
        country: 'Country',
        registration_date: 'Registration Date',
        age_group: 'Age Group',
        membership_start_date: 'Membership Start Date',
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    members: {
      fields: {
        coverImage: 'Image',
        name: 'Name',
        email: 'Email ID',
        city: 'City',
        country: 'Country',
        createdAt: 'Registration Date',
        package: {
          date: 'Membership Start Date',
          name: 'Membership',
        },
        isActive: 'Status',
        firstName: 'First Name',
        lastName: 'Last Name',
        countryCode: 'Country Code',
        phoneNumber: 'Phone Number',
        gender: 'Gender',
        dob: 'Date Of Birth',
        ageRange: 'Age Group',
        address1: 'Address Line 1',
        address2: 'Address Line 2',
        zipCode: 'Zip Code',
        state: 'State',
        packageName: 'Membership Package',
        image: 'Image',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        mobile: 'Phone Number',
        ageGroup: 'Age Group',
        addressLine1: 'Address Line 1',
        addressLine2: 'Address Line 2',
        membershipPackage: 'Membership',
        loyaltyPoints: 'Loyalty Points',
      },
    },
  },
};

export default messages;
