// Texts of the marketplace: business partners, partner requests and vendors (spec 3 §2, §5, §8, §9),
// exactly as the spec writes them ('There are no Partners Partner!' included). Keys: app.marketplace.*
// Spec 3 does not word the partner form labels nor its add/update/delete messages; those below name
// things plainly.
const messages = {
  app: {
    marketplace: {
      // Partner type codes 0, 1, 2. Forms offer Both; the request list reads 2 as 'Product and Service'.
      types: {
        product: 'Product',
        service: 'Service',
        both: 'Both',
        product_and_service: 'Product and Service',
      },
      partners: {
        title: 'Partners List',
        add: 'Add Partner',
        create_title: 'Add New Partner',
        edit_title: 'Update Partner Information',
        empty: 'There are no Partners Partner!',
        name_taken: 'A business partner with this name already exists',
        confirm_delete: 'Are you sure you want to delete this Business Partner ?',
        // The dialog's text under the spec's question: which partner goes.
        delete_content: '%{name}',
        deleted: 'Partner deleted successfully',
        status_updated: 'Partner status updated successfully.',
        adding: 'Partner is being added',
        added: 'Partner added successfully',
        updating: 'Partner is being updated',
        updated: 'Partner updated successfully',
        expiry_in_future: 'Expiry Date can only be in future.',
        logo_hint: 'square 500*500 image',
        columns: {
          logo: 'Logo',
          delete: 'Delete',
        },
        fields: {
          address_line1: 'Address Line 1',
          address_line2: 'Address Line 2',
          city: 'City',
          state: 'State',
          country: 'Country',
          zip_code: 'Zip Code',
        },
      },
      requests: {
        title: 'Business List',
        show_title: 'Partner Request Information',
        empty: 'There are no Businesses!',
        visit_website: 'Visit Website',
        columns: {
          logo: 'Logo',
        },
        fields: {
          type: 'Type',
          email: 'Email',
          phone_number: 'Phone Number',
          address: 'Address',
          company_information: 'Company Information',
        },
      },
      vendors: {
        title: 'Vendors List',
        show_title: 'Vendor Information',
        empty: 'There are no VendorList!',
        payment_details: 'Payment Details',
        fields: {
          email: 'Email',
          phone: 'Phone',
          address: 'Address',
          account_name: 'Account Name',
          account_no: 'Account No',
          bank_name: 'Bank Name',
          bank_address: 'Bank Address',
          swift_code: 'Swift Code',
          iban: 'iban',
          paypal_link: 'Paypal Link',
        },
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    partners: {
      fields: {
        name: 'Business Name',
        status: 'Status',
        businessName: 'Business Name',
        emailId: 'Email Id',
        countryCode: 'Country Code',
        phoneNumber: 'Phone Number',
        type: 'Type',
        expiryDate: 'Expiry Date',
        link: 'Store Link',
        description: 'Description',
        logo: 'Logo',
      },
    },
    partnerRequests: {
      fields: {
        name: 'Name',
        emailId: 'Email Id',
        type: 'Type',
        link: 'Link',
      },
    },
    vendors: {
      fields: {
        name: 'Name',
        email: 'Email',
        phone: 'Phone',
        city: 'City',
        country: 'Country',
      },
    },
  },
};

export default messages;
