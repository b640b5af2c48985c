// Texts shared by many screens (validation, errors, confirmations). Keys: app.common.*
const messages = {
  app: {
    common: {
      required: 'This field is required',
      greater_than_minus_one: 'Value must be greater than -1',
      image_type: 'Image type should be JPG, PNG or JPEG',
      email_invalid: 'You must enter a valid email',
      only_digits: 'Must be only digits',
      more_than_6_digits: 'Must be more than 6 digits',
      not_more_than_14_digits: 'Must be not more than 14 digits',
      not_more_than_15_digits: 'Must be not more than 15 digits',
      date_in_past: 'Date cannot be in the past',
      // Not in the spec: a date typed in another format than the form's (CalendarDateInput).
      date_format: 'Enter the date as %{pattern}',
      choose_date: 'Choose a date',
      // The parts of a date format shown in date inputs ('MM/dd/yyyy' in English).
      date_parts: { dd: 'dd', MM: 'MM', yyyy: 'yyyy' },
      valid_url: 'Please enter a valid URL, including scheme',
      passwords_must_match: 'Passwords must match',
      password_too_short: 'Password is too short - should be 8 chars minimum.',
      password_only_spaces: 'Password cannot be only spaces.',
      oops_error: 'Oops something bad happened!',
      opps_error: 'Opps something bad happened!',
      oops_error_short: 'Oops something bad happened',
      no: 'No',
      yes: 'Yes',
      save: 'Save',
      update: 'Update',
      download: 'Download',
      search: 'Search',
      actions: 'Actions',
      index: '#',
      image: 'Image',
      not_available: 'N/A',
      no_result_found: 'No result found!',
      member_autocomplete_label: 'Enter at least 3 letters to fetch the members list',
      file_too_large: 'The file is larger than %{max}',
      request_timeout: 'The server did not answer in time. Please try again.',
      network_error: 'The server could not be reached. Check your connection and try again.',
      malformed_response: 'The server sent an answer that could not be read.',
      unsupported_method: '%{resource} does not support %{method}',
      // The twelve categories of events, content and groups (spec 2 §3, spec 3 §9); the hero disease and
      // mentoring-area options are six of them.
      categories: {
        behavioral_health: 'Behavioral Health',
        cancer: 'Cancer',
        corporate_wellness: 'Corporate Wellness',
        diet: 'Diet',
        diabetes: 'Diabetes',
        health_heroes: 'Health Heroes',
        heart_health: 'Heart Health',
        lifestyle: 'Lifestyle',
        senior_forum: 'Senior Forum',
        women_wellness: 'Women Wellness',
        wsgs: 'WSGs',
        youth_forum: 'Youth Forum',
      },
      // Event mode and mentoring channel (spec 2 §2 'Type: Online or On-site', spec 3 §9).
      modes: {
        online: 'Online',
        on_site: 'On-site',
      },
      approve: 'Approve',
      reject: 'Reject',
      delete: 'Delete',
      publish: 'Publish',
      upload: 'Upload',
      uploaded: 'Uploaded...',
    },
  },
};

export default messages;
