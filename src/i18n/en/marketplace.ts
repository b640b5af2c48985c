// Texts of the 'marketplace' area, exactly as the spec writes them. Keys: app.marketplace.*
const messages = {
  app: {
    marketplace: {},
  },
};

export default messages;
