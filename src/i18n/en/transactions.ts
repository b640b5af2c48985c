// Texts of the 'transactions' area, exactly as the spec writes them. Keys: app.transactions.*
const messages = {
  app: {
    transactions: {},
  },
};

export default messages;
