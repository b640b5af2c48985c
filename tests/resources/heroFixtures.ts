/** A health hero as the API answers it (api-contract.md J), for the entries' tests. */
export const rawHero = {
  uuid: 'h1',
  userUuid: 'u1',
  name: 'Asha',
  ageBracket: 'Senior',
  image: null,
  category: 'Combat',
  diseaseType: ['Cancer', 'Diabetes'],
  areaOfMentoring: ['Diet'],
  preferrableDays: ['Monday'],
  numberOfHours: 4,
  mentoringChannel: 'online',
  membershipPackage: 'pk-1',
  reasonForMentoring: 'Help',
  isActive: true,
  User: [{ name: 'Asha K', email: 'a@x.io', city: 'Pune', country: 'India' }],
  packages: [{ name: 'Gold', colour: '#fc0' }],
};
