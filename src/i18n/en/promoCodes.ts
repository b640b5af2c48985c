// Texts of the 'promoCodes' area, exactly as the spec writes them. Keys: app.promoCodes.*
const messages = {
  app: {
    promoCodes: {},
  },
};

export default messages;
