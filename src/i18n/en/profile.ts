// Texts of the admin profile (spec 3 §2, §5, §8). Keys: app.profile.*
// Validation messages are the shared ones (app.common.*); the spec does not show the save texts' wording.
const messages = {
  app: {
    profile: {
      title: 'My Profile',
      edit_title: 'Update Profile',
      general_information: 'General Information',
      update: 'Update',
      first_name: 'First Name',
      last_name: 'Last Name',
      name: 'Name',
      email: 'Email',
      country_code: 'Country Code',
      phone: 'Phone',
      new_password: 'New Password',
      confirm_password: 'Confirm Password',
      password_hint: 'Leave both password fields empty to keep the current password.',
      current_password: 'Current Password',
      current_password_required: 'Enter your current password to set a new one.',
      password_changed: 'Password changed. Sign in with your new password.',
      saving: 'Profile is being updated',
      saved: 'Profile updated successfully',
    },
  },
};

export default messages;
