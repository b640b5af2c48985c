// Texts of the 'profile' area, exactly as the spec writes them. Keys: app.profile.*
const messages = {
  app: {
    profile: {},
  },
};

export default messages;
