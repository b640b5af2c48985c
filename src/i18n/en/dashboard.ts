// Texts of the 'dashboard' area, exactly as the spec writes them. Keys: app.dashboard.*
const messages = {
  app: {
    dashboard: {},
  },
};

export default messages;
