// react-admin's names of the resources (keys resources.<name>.name: singular |||| plural), read wherever
// react-admin or the kit names a resource itself, such as the loading progress 'Loading 3 of 10 members…'
// (CollectionLoadingProgress). Not in the spec: the plural is the one in use.
const messages = {
  resources: {
    packages: { name: 'Package |||| Packages' },
    members: { name: 'Member |||| Members' },
    payments: { name: 'Payment |||| Payments' },
    transactions: { name: 'Transaction |||| Transactions' },
    groups: { name: 'Group |||| Groups' },
    groupRequests: { name: 'Group request |||| Group requests' },
    groupMembers: { name: 'Group member |||| Group members' },
    heroes: { name: 'Health hero |||| Health heroes' },
    heroApplications: { name: 'Hero request |||| Hero requests' },
    heroSessionRequests: { name: 'Session request |||| Session requests' },
    heroRegisteredUsers: { name: 'Registered user |||| Registered users' },
    spotlightVideos: { name: 'Spotlight video |||| Spotlight videos' },
    partners: { name: 'Business partner |||| Business partners' },
    partnerRequests: { name: 'Partner request |||| Partner requests' },
    vendors: { name: 'Vendor |||| Vendors' },
    faqs: { name: 'FAQ |||| FAQs' },
    multimedia: { name: 'Multimedia |||| Multimedias' },
    documents: { name: 'Document |||| Documents' },
    vouchers: { name: 'Voucher |||| Vouchers' },
    events: { name: 'Event |||| Events' },
    speakers: { name: 'Speaker |||| Speakers' },
    registrations: { name: 'Registered user |||| Registered users' },
    promoCodes: { name: 'Promo code |||| Promo codes' },
    activity: { name: 'Activity |||| Activity' },
    countries: { name: 'Country |||| Countries' },
    profile: { name: 'Profile |||| Profile' },
  },
};

export default messages;
