// The server's validation refusals (Joi's wording, the reference server's and the backend's), a record gone and
// a server error page, said in the admin's language (src/api/serverMessages.ts). %{field} is the field's label.
// Keys: app.serverErrors.*
const messages = {
  app: {
    serverErrors: {
      required: '%{field} is required',
      empty: '%{field} cannot be empty',
      not_allowed: '%{field} is not accepted here',
      number: '%{field} must be a number',
      whole_number: '%{field} must be a whole number',
      boolean: '%{field} must be yes or no',
      text: '%{field} must be text',
      single_value: '%{field} takes a single value',
      min: '%{field} must be at least %{min}',
      max: '%{field} must be at most %{max}',
      max_length: '%{field} must be at most %{max} characters',
      min_length: '%{field} must be at least %{min} characters',
      min_items: '%{field} needs at least %{min} entries',
      max_items: '%{field} takes at most %{max} entries',
      one_of: '%{field} must be one of: %{options}',
      email: '%{field} must be a valid email',
      url: '%{field} must be a valid URL, including scheme',
      date: '%{field} must be a valid date',
      date_years: '%{field} must be a date between the years %{min} and %{max}',
      future: '%{field} must be in the future',
      not_past: '%{field} cannot be in the past',
      not_after_today: '%{field} cannot be later than today',
      below_joined: '%{field} cannot be less than the %{count} members who joined',
      file_type: '%{field} must be a file of type %{types}',
      file_content: '%{field} is not a valid %{type} file',
      file_size: '%{field} is larger than %{max}',
      unstorable: '%{field} holds a character that cannot be stored',
      digits: '%{field} must be %{min} to %{max} digits',
      colour: '%{field} must be a colour such as %{example}',
      calling_code: '%{field} must be a calling code such as %{example}',
      duplicate: '%{field} is already in use by another record',
      gone: 'This record no longer exists: another administrator may have deleted it.',
      server_status: 'The server could not complete the request (error %{status}). Please try again.',
      too_large: 'The file is too large for the server to accept (error 413).',
      refused_status: 'The server refused the request (error %{status}).',
    },
  },
};

export default messages;
