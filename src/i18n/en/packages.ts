// Texts of the 'packages' area, exactly as the spec writes them. Keys: app.packages.*
const messages = {
  app: {
    packages: {},
  },
};

export default messages;
