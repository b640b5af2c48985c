// Texts of the 'events' area, exactly as the spec writes them. Keys: app.events.*
const messages = {
  app: {
    events: {},
  },
};

export default messages;
