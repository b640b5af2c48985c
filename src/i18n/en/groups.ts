// Texts of the 'groups' area, exactly as the spec writes them. Keys: app.groups.*
const messages = {
  app: {
    groups: {},
  },
};

export default messages;
