// Texts of the 'members' area, exactly as the spec writes them. Keys: app.members.*
const messages = {
  app: {
    members: {},
  },
};

export default messages;
