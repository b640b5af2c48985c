// The event form's choices, shared with the activity log's reading of an event's fields.
export const MODE_CHOICES = [
  { id: 'online', name: 'app.common.modes.online' },
  { id: 'on-site', name: 'app.common.modes.on_site' },
];

export const MEETING_TYPE_CHOICES = [
  { id: 'webinar', name: 'app.events.meeting_types.webinar' },
  { id: 'meeting', name: 'app.events.meeting_types.meeting' },
];
