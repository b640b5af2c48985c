// Texts of the events area: lists by phase, the event form, speakers and registered users (spec 2 §2–§9),
// exactly as the spec writes them. Keys: app.events.*
// Categories and the Online/On-site mode are shared: app.common.categories.*, app.common.modes.*.
// Spec 2 does not word the form labels nor the add/update waiting and success messages ("not shown");
// those below name the spec's fields plainly and follow the members' wording.
const messages = {
  app: {
    events: {
      upcoming_title: 'Upcoming Events List',
      ongoing_title: 'Ongoing Events List',
      past_title: 'Past Events List',
      cancel_title: 'Cancel Events List',
      draft_title: 'Draft Events List',
      add: 'Add New Event',
      create_title: 'Add New Event',
      edit_title: 'Update Event',
      empty_upcoming: 'There are no Events!',
      empty_ongoing: 'There are no Ongoing Events!',
      empty_past: 'There are no Past Events!',
      empty_cancel: 'There are no Cancel Events!',
      empty_draft: 'There are no Draft Events!',
      confirm_cancel: 'Are you sure you want to Cancel this Event ?',
      confirm_delete: 'Are you sure you want to delete this Event ?',
      cancelled: 'Event Cancelled Successful.',
      deleted: 'Event Deleted Successful.',
      registration_updating: 'Event Status is being updated',
      registration_updated: 'Event status updated successfully.',
      adding: 'Event is being added',
      added: 'Event added successfully',
      updating: 'Event is being updated',
      updated: 'Event updated successfully',
      end_after_start: 'End Time must be greater than Start Time',
      columns: {
        image: 'Image',
        start: 'Start Date & Time',
        end: 'End Date & Time',
        type: 'Type',
      },
      // The backend sends no registration count (api-contract.md D1): the link to the list then reads so.
      registered_users_view: 'View',
      row_actions: {
        edit: 'Edit',
        speakers: 'Speakers',
        cancel: 'Cancel',
        delete: 'Delete',
      },
      // Status badge (spec 2 §4: 1 is Upcoming, 2 is Draft; text statuses upcoming, cancelled, completed, draft).
      status: {
        upcoming: 'Upcoming',
        cancelled: 'Cancelled',
        completed: 'Completed',
        draft: 'Draft',
      },
      meeting_types: {
        webinar: 'Webinar',
        meeting: 'Meeting',
      },
      speakers: {
        title: '%{name} Event Speakers',
        add: 'Add New Speaker',
        create_title: 'Add New Speaker',
        empty: 'Please Add New Speakers To This Event!',
        confirm_delete: 'Are you sure you want to delete this Speaker ?',
        // Under the question: the speaker's name, so the admin sees whom they delete.
        delete_content: '%{name}',
        deleted: 'Speaker Deleted successfully.',
        adding: 'Speaker is being added',
        added: 'Speaker added successfully',
        // Speakers are deleted by name (spec 2 §7): two alike in one event would be deleted together.
        name_taken: 'This event already has a speaker with this name',
        columns: {
          image: 'Image',
          delete: 'Delete',
        },
      },
      registrations: {
        title: '%{name} Event Registered User List',
        empty: 'There are no registered users for this event.!',
        registered: 'Registered',
        cancelled: 'Cancelled',
        // The CSV is named after the event; a header gives its name, date and mode (spec 2 §9).
        csv: {
          event_name: 'Event Name',
          event_date: 'Date',
          event_mode: 'Event Mode',
          user: 'User',
          qty: 'Qty',
          email: 'Email',
          date: 'Date',
          city: 'City',
          country: 'Country',
          status: 'Status',
        },
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    events: {
      fields: {
        name: 'Event Name',
        EventRegisteredUsers: 'Registered Users',
        startTime: 'Start Time',
        endTime: 'End Time',
        eventMode: 'Event Mode',
        statusCode: 'Status',
        allowRegistration: 'Allow Registration',
        eventName: 'Event Name',
        eventDescription: 'Event Description',
        meetingType: 'Meeting Type',
        eventVenue: 'Event Venue',
        eventCategory: 'Event Category',
        membership: 'Membership Package',
        registrationLink: 'Registration Link',
        price: 'Price',
        file: 'Image',
        status: 'Save As Draft',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        image: 'Image',
        duration: 'Duration (minutes)',
        speakers: 'Speakers',
        zoomEventId: 'Zoom Event ID',
      },
    },
    speakers: {
      fields: {
        name: 'Name',
        designation: 'Designation',
        description: 'Description',
        linkedInProfile: 'LinkedIn Profile',
        file: 'Image',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        image: 'Image',
        eventUuid: 'Event',
      },
    },
    registrations: {
      fields: {
        userName: 'User Name',
        createdAt: 'Registration Date',
        quantity: 'Qty',
        email: 'Email',
        city: 'City',
        country: 'Country',
        isActive: 'Status',
      },
    },
  },
};

export default messages;
