// Texts of the FAQs (spec 3 §2, §4, §5, §8), exactly as the spec writes them. Keys: app.faqs.*
// Spec 3 does not word the form headers nor the add/update waiting and success messages; those below
// follow the list's wording.
const messages = {
  app: {
    faqs: {
      title: 'FAQ',
      add: 'Add New FAQ',
      create_title: 'Add New FAQ',
      edit_title: 'Update FAQ',
      empty: 'There are no Faq!',
      status_updated: 'FAQ status updated successfully.',
      adding: 'FAQ is being added',
      added: 'FAQ added successfully',
      updating: 'FAQ is being updated',
      updated: 'FAQ updated successfully',
      columns: {
        question: 'Questions List',
      },
      fields: {
        question: 'Question',
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    faqs: {
      fields: {
        question: 'Question',
        answer: 'Answer',
        isActive: 'Active',
      },
    },
  },
};

export default messages;
