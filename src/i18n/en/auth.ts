// Texts of the 'auth' area, exactly as the spec writes them. Keys: app.auth.*
const messages = {
  app: {
    auth: {},
  },
};

export default messages;
