// Texts of the 'faqs' area, exactly as the spec writes them. Keys: app.faqs.*
const messages = {
  app: {
    faqs: {},
  },
};

export default messages;
