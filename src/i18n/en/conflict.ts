// Texts of the conflict view (issue 29: a save refused because another administrator changed the record first).
// The spec has none; worded here. Keys: app.conflict.*
const messages = {
  app: {
    conflict: {
      notice:
        'Another administrator changed this record while you were editing it. Nothing you typed is lost.',
      status_notice: 'Another administrator changed this record first. Its status is shown as it now is.',
      title: 'Changed by another administrator',
      explanation:
        'These fields were changed by another administrator since you opened the form. Choose which value to keep for each, then save again.',
      no_fields:
        'The other change touched no field of this form. Your values are kept; save again to store them.',
      field: 'Field',
      theirs: 'Their value',
      mine: 'Your value',
      empty: '(empty)',
      keep_mine: 'Keep my changes',
      not_changed_by_you: '(you did not change it)',
      take_theirs: 'Take theirs',
      apply: 'Apply my choices',
    },
  },
};

export default messages;
