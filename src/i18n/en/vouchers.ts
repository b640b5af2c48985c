// Texts of the vouchers (spec 2 §2, §4, §5, §8), exactly as the spec writes them. Keys: app.vouchers.*
// Spec 2 does not word the voucher form's waiting, success and error messages; they repeat the promo
// codes' (which are vouchers tied to an event). Form labels name the spec's fields plainly.
const messages = {
  app: {
    vouchers: {
      title: 'Vouchers',
      add: 'Add New Voucher',
      create_title: 'Add New Voucher',
      edit_title: 'Update Voucher',
      empty: 'There are no Vouchers!',
      confirm_delete: 'Are you sure you want to delete this Voucher ?',
      // The delete confirmation's text under its question: the voucher's name.
      delete_content: '%{name}',
      // The API's limit (api-contract.md H2) in the promo codes' words (spec 2 §5).
      discount_max: 'Not greater then 100',
      deleted: 'Voucher deleted successfully.',
      status_updated: 'Voucher status updated successfully.',
      adding: 'Voucher Adding....',
      updating: 'Voucher Updating....',
      added: 'Voucher Created Successfully.',
      updated: 'Voucher Updated Successfully.',
      create_error: 'An error occurred while creating voucher. Please try again..',
      update_error: 'An error occurred while updating voucher. Please try again.',
      columns: {
        image: 'Image',
        membership: 'Membership Package',
      },
      discount_types: {
        flat: 'flat',
        percent: '%',
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    vouchers: {
      fields: {
        name: 'Voucher Name',
        companyName: 'Company Name',
        expiryDate: 'Expiry Date',
        isActive: 'Active',
        description: 'Description',
        discount: 'Discount',
        discountType: 'Discount Type',
        membershipPackage: 'Membership Package',
        voucherCode: 'Voucher Code',
        numberOfVouchers: 'Number of Vouchers',
        termsAndConditions: 'Terms and Conditions',
        file: 'Cover Image',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        coverImage: 'Cover Image',
        image: 'Cover Image',
        status: 'Status',
      },
    },
  },
};

export default messages;
