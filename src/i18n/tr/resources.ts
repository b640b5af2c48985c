// Turkish names of the resources (src/i18n/en/resources.ts, key for key). Keys: resources.<name>.name
// One form each: polyglot's Turkish rule always takes the first, and the app names its resources in lists.
const messages = {
  resources: {
    packages: { name: 'Paketler' },
    members: { name: 'Üyeler' },
    payments: { name: 'Ödemeler' },
    transactions: { name: 'Ödeme işlemleri' },
    groups: { name: 'Gruplar' },
    groupRequests: { name: 'Grup talepleri' },
    groupMembers: { name: 'Grup üyeleri' },
    heroes: { name: 'Sağlık kahramanları' },
    heroApplications: { name: 'Kahraman talepleri' },
    heroSessionRequests: { name: 'Seans talepleri' },
    heroRegisteredUsers: { name: 'Kayıtlı kullanıcılar' },
    spotlightVideos: { name: 'Öne çıkan videolar' },
    partners: { name: 'İş ortakları' },
    partnerRequests: { name: 'Ortaklık talepleri' },
    vendors: { name: 'Satıcılar' },
    faqs: { name: 'SSS' },
    multimedia: { name: 'Multimedyalar' },
    documents: { name: 'Belgeler' },
    vouchers: { name: 'Kuponlar' },
    events: { name: 'Etkinlikler' },
    speakers: { name: 'Konuşmacılar' },
    registrations: { name: 'Kayıtlı kullanıcılar' },
    promoCodes: { name: 'Promosyon kodları' },
    activity: { name: 'Aktivite günlüğü' },
    countries: { name: 'Ülkeler' },
    profile: { name: 'Profil' },
  },
};

export default messages;
