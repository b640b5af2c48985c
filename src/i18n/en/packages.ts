// Texts of the 'packages' area, exactly as the spec writes them. Keys: app.packages.*
// Spec 1 does not word the package form labels or its waiting/success messages ("stored messages whose
// wording is not shown"); those below follow the members' wording.
const messages = {
  app: {
    packages: {
      title: 'Membership Packages',
      add: 'Add New Package',
      edit_title: 'Update Package',
      empty: 'There are no Packages!',
      status_updated: 'Package status updated successfully.',
      adding: 'Package is being added',
      added: 'Package added successfully',
      updating: 'Package is being updated',
      updated: 'Package updated successfully',
      benefit_required: 'Add atleast 1 offering/ benefit ',
      // Not in the spec (issue #12): the API accepts a second package of the same name.
      name_taken: 'A package with this name already exists',
      columns: {
        image: 'Image',
        name: 'Name',
        members: 'Number Of User',
        active: 'Active',
      },
      fields: {
        benefit: 'Offering / Benefit',
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    packages: {
      fields: {
        packageName: 'Package Name',
        annualCost: 'Annual Cost ($)',
        monthlyCost: 'Monthly Cost ($)',
        isActive: 'Active',
        hhSessions: 'Number Of Health Hero Sessions',
        wsgs: 'Number Of Wellness Support Groups',
        colour: 'Colour',
        benefits: 'Offerings / Benefits',
        file: 'Image',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        image: 'Image',
        packageStatus: 'Package Status',
        eventDiscount: 'Event Discount (%)',
      },
    },
  },
};

export default messages;
