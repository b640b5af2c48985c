// Texts of the admin profile (spec 3 §2, §5, §8). Keys: app.profile.*
// Validation messages are the shared ones (app.common.*); the spec does not show the save texts' wording.
const messages = {
  app: {
    profile: {
      title: 'My Profile',
      edit_title: 'Update Profile',
      general_information: 'General Information',
      update: 'Update',
      name: 'Name',
      password_hint: 'Leave both password fields empty to keep the current password.',
      current_password_required: 'Enter your current password to set a new one.',
      password_changed: 'Password changed successfully',
      current_password_wrong: 'The current password is not correct.',
      saving: 'Profile is being updated',
      saved: 'Profile updated successfully',
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    profile: {
      fields: {
        firstName: 'First Name',
        lastName: 'Last Name',
        email: 'Email',
        countryCode: 'Country Code',
        phone: 'Phone',
        newPassword: 'New Password',
        confirmPassword: 'Confirm Password',
        currentPassword: 'Current Password',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        passwordChanged: 'Password changed',
        shortcuts: 'Shortcuts',
      },
    },
  },
};

export default messages;
