// Texts of the 'common' area, exactly as the spec writes them. Keys: app.common.*
const messages = {
  app: {
    common: {},
  },
};

export default messages;
