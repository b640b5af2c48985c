// Texts of the 'userArea' area, exactly as the spec writes them. Keys: app.userArea.*
const messages = {
  app: {
    userArea: {},
  },
};

export default messages;
