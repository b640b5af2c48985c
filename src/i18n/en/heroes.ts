// Texts of the health heroes (mentors): list, form, pending session requests, registered users, hero
// applications and spotlight videos (spec 3 §2, §4, §5, §8, §9), exactly as the spec writes them.
// Keys: app.heroes.*
// The disease and mentoring-area options are six of app.common.categories.*; the channel options are
// app.common.modes.*. Spec 3 gives the list, application and spotlight screens no title and does not word
// the form labels nor the add/update waiting and success messages; those below name things plainly.
/** The two session lists of a hero share their columns. */
const sessionFields = {
  name: 'User',
  email: 'Email',
  sessionPurpose: 'Session Purpose',
  sessionDate: 'Session Date',
  sessionTime: 'Session Time',
  otherProblems: 'Other Problems',
};

const messages = {
  app: {
    heroes: {
      title: 'Mentoring',
      add: 'Add New Health Hero',
      create_title: 'Add New Health Hero',
      edit_title: 'Update Health Hero',
      empty: 'There are no Health Hero!',
      status_updated: 'Health Hero status updated successfully.',
      adding: 'Health Hero is being added',
      added: 'Health Hero added successfully',
      updating: 'Health Hero is being updated',
      updated: 'Health Hero updated successfully',
      view_list: 'View List',
      already_hero: 'This member is already a Health Hero.',
      registered_button: 'Registered Users',
      pending_button: 'Pending Requests',
      columns: {
        image: 'Image',
        channel: 'Channel',
        pending_requests: 'Pending Requests',
      },
      age_brackets: {
        elderly: 'Elderly',
        senior: 'Senior',
        matured: 'Matured',
        youth: 'Youth',
      },
      categories: {
        combat: 'Combat',
        exemplary: 'Exemplary',
        reversal: 'Reversal',
        doctor: 'Doctor',
      },
      days: {
        monday: 'Monday',
        tuesday: 'Tuesday',
        wednesday: 'Wednesday',
        thursday: 'Thursday',
        friday: 'Friday',
        saturday: 'Saturday',
        sunday: 'Sunday',
      },
      // The hero list download, columns as spec 3 §9 writes them.
      csv: {
        file: 'Health Heroes',
        name: 'name',
        disease: 'disease',
        area: 'area',
        age_bracket: 'age bracket',
        category: 'category',
        status: 'status',
        membership: 'membership',
        channel: 'channel',
        hours: 'hours',
        days: 'days',
        reason: 'reason',
        active: 'Active',
        inactive: 'Inactive',
      },
      pending: {
        title: '%{name} Pending Request List',
        empty: 'There are no health hero pending request!',
        confirm_approve: 'Are you sure you want to approve this request ?',
        confirm_reject: 'Are you sure you want to reject this request ?',
        accepted: 'Health Hero request accepted successfully',
        rejected: 'Health Hero request rejected successfully',
        csv_file: '%{name} Pending Requests',
      },
      registered: {
        title: '%{name} Registered User List',
        csv_file: '%{name} Registered Users',
        empty: 'There are no registered users!',
      },
      // Session requests (pending and registered lists, and their downloads).
      sessions: {
        columns: {
          user: 'User',
          email: 'Email',
          session_purpose: 'Session Purpose',
          session_date: 'Session Date',
          session_time: 'Session Time',
          other_problems: 'Other Problems',
          status: 'Status',
        },
      },
      applications: {
        title: 'Health Hero Requests',
        show_title: 'Health Hero Request',
        empty: 'There are no Health Hero Request!',
        view_document: 'View Document',
        no_document: 'No Document',
        video: 'Video',
        no_video: 'No Video',
        fields: {
          name: 'Name',
          email: 'Email',
          mobile: 'Mobile',
          country: 'Country',
          age_group: 'Age Group',
          category: 'Category',
          number_of_hours: 'Number of Hours',
          mentoring_channel: 'Mentoring Channel',
          area_of_mentoring: 'Area of Mentoring',
          reason_for_mentoring: 'Reason for Mentoring',
          created_at: 'Date',
        },
      },
      spotlight: {
        title: 'Spotlight Videos',
        add: 'Upload New Spotlight Video',
        create_title: 'Upload New Spotlight Video',
        empty: 'There are no Spotlight Video!',
        confirm_delete: 'Are you sure you want to delete this Spotlight Video ?',
        confirm_delete_content: '"%{name}" will be removed for good.',
        watch: 'Watch',
        uploading: 'Spotlight Video is being uploaded',
        hero_option: '%{name} (%{category})',
        deleted: 'Spotlight Video deleted successfully.',
        uploaded: 'Spotlight Video uploaded successfully',
        video_type: 'Video type should be mp4 or mkv',
        columns: {
          image: 'Image',
          video: 'Video',
        },
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    heroes: {
      fields: {
        name: 'Health Hero',
        diseaseTypeText: 'Disease Defeated',
        membershipName: 'Membership',
        isActive: 'Active',
        userUuid: 'Health Hero',
        experience: 'Experience',
        diseaseType: 'Disease Type',
        areaOfMentoring: 'Area of Mentoring',
        ageBracket: 'Age Bracket',
        category: 'Category',
        preferrableDays: 'Preferrable Days',
        numberOfHours: 'Number of Hours',
        mentoringChannel: 'Mentoring Channel',
        membershipPackage: 'Membership Package',
        reasonForMentoring: 'Reason for Mentoring',
        file: 'Image',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        image: 'Image',
      },
    },
    heroApplications: {
      fields: {
        name: 'Name',
        email: 'Email',
        country: 'Country',
        createdAt: 'Date',
      },
    },
    heroSessionRequests: {
      fields: {
        ...sessionFields,
        // The API's names of fields the switches and actions send: the server's refusals are named by these labels.
        userUuid: 'User',
        healthHeroUuid: 'Health Hero',
        isActive: 'Status',
      },
    },
    heroRegisteredUsers: { fields: sessionFields },
    spotlightVideos: {
      fields: {
        title: 'Title',
        name: 'Health Hero',
        healthHeroUuid: 'Health Hero',
        video: 'Video',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        image: 'Image',
        spotlightVideo: 'Spotlight Video',
      },
    },
  },
};

export default messages;
