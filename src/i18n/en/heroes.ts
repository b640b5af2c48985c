// Texts of the 'heroes' area, exactly as the spec writes them. Keys: app.heroes.*
const messages = {
  app: {
    heroes: {},
  },
};

export default messages;
