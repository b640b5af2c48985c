// Texts of the event promo codes (spec 2 §2, §4, §5, §8), exactly as the spec writes them.
// Keys: app.promoCodes.*
// Spec 2 gives the list no title and the forms no header; those below follow the menu's 'Event promo codes'.
const messages = {
  app: {
    promoCodes: {
      title: 'Event Promo Codes',
      add: 'Add Promo Code',
      create_title: 'Add Promo Code',
      edit_title: 'Update Promo Code',
      empty: 'There are no Promo Codes!',
      confirm_delete: 'Are you sure you want to delete this Voucher ?',
      // Under the question: the code's name, so the admin sees which one goes.
      delete_content: '%{name}',
      deleted: 'Voucher deleted successfully.',
      status_updated: 'Voucher status updated successfully.',
      adding: 'Voucher Adding....',
      updating: 'Voucher Updating....',
      added: 'Voucher Created Successfully.',
      updated: 'Voucher Updated Successfully.',
      create_error: 'An error occurred while creating voucher. Please try again..',
      update_error: 'An error occurred while updating voucher. Please try again.',
      // The backend's refusal of a code name the event already has (api-contract E2).
      same_name: 'Coupon with same name already exists.',
      discount_max: 'Not greater then 100',
      columns: {
        name: 'Voucher Name',
        discount_amount: 'Discount Amount (%)',
        event_name: 'Event Name',
        membership: 'Membership Package',
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    promoCodes: {
      fields: {
        name: 'Promo Code',
        discountAmount: 'Discount (%)',
        expiryDate: 'Expiry Date',
        status: 'Status',
        membershipUuid: 'Membership Package',
        eventUuid: 'Event Name',
        quantity: 'Number of Voucher',
        description: 'Description',
      },
    },
  },
};

export default messages;
