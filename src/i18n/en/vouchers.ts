// Texts of the 'vouchers' area, exactly as the spec writes them. Keys: app.vouchers.*
const messages = {
  app: {
    vouchers: {},
  },
};

export default messages;
