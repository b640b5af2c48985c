// Texts of the 'content' area, exactly as the spec writes them. Keys: app.content.*
const messages = {
  app: {
    content: {},
  },
};

export default messages;
