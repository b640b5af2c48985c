// Texts of the 'shell' area, exactly as the spec writes them. Keys: app.shell.*
const messages = {
  app: {
    shell: {},
  },
};

export default messages;
