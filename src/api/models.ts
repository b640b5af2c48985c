/**
 * The records the registry hands to react-admin (API fields, api-contract.md §8, plus the form-value and
 * display fields each normaliser adds) and the form values each encoder accepts (the spec forms' field
 * names). Raw answers are read defensively in the mappers; these types describe what comes out.
 */

/** A react-admin ImageInput/FileInput value, or a bare File; a string is a stored path (nothing new chosen). */
export type FileValue = File | Blob | { rawFile?: File | Blob; src?: string; title?: string } | string | null;

/** A multi-value form field: TextArrayInput/AutocompleteArrayInput strings, ArrayInput `{value}` rows, or text. */
export type ListValue = string | string[] | { value?: string }[];

/** Form values arrive from react-admin forms with extra record fields; encoders read only their own. */
type FormValues<T> = Partial<T> & Record<string, unknown>;

interface WithId {
  id: string;
  uuid: string;
}

// ---- Packages (spec 1 §3) ----

export interface PackageRecord extends WithId {
  name: string;
  image: string;
  colour: string;
  annualCost: number;
  monthlyCost: number | null;
  numberOfHealthHeroSessions: number | null;
  numberOfWellnessSupportGroups: number | null;
  eventDiscount?: number;
  isActive: boolean;
  /** Form fields. */
  packageName: string;
  hhSessions: number | '';
  wsgs: number | '';
  benefits: { value: string }[];
}

export type PackageForm = FormValues<{
  packageName: string;
  annualCost: number | string;
  monthlyCost: number | string | null;
  hhSessions: number | string;
  wsgs: number | string;
  benefits: ListValue;
  colour: string;
  file: FileValue;
}>;

// ---- Members (spec 1 §3) ----

export interface MemberPackage {
  uuid: string;
  name: string;
  status?: string;
  type?: string;
  date?: string;
  cost?: number;
  expiry?: string;
  colour?: string;
}

export interface MemberRecord extends WithId {
  name: string;
  email: string;
  mobile: string | null;
  countryCode?: string;
  gender: string | null;
  ageGroup: string | null;
  dob: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  coverImage: string | null;
  isActive: boolean;
  createdAt?: string;
  package: MemberPackage;
  /** Form fields. */
  firstName: string;
  lastName: string;
  phoneNumber: string;
  ageRange: string;
  address1: string;
  address2: string;
  packageName: string;
  /** Display fields. */
  hasPackage: boolean;
  packageColour: string;
}

export type MemberForm = FormValues<{
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string | number;
  phoneNumber: string;
  gender: string;
  dob: string | Date | null;
  ageRange: string;
  address1: string;
  address2: string;
  zipCode: string;
  state: string;
  city: string;
  country: string;
  /** A package uuid. */
  packageName: string;
  image: FileValue;
}>;

// ---- Transactions and payments (spec 1 §3) ----

export type PaymentState = 'success' | 'failed' | 'pending';

export interface TransactionRecord {
  id: string;
  transactionId: string;
  userUuid: string;
  eventUuid?: string;
  amount: number;
  isCredit: boolean;
  status: boolean | string | null;
  remarks?: string;
  createdAt?: string;
  transactionDate?: string;
  /** Display fields. */
  userName: string;
  eventName: string;
  summary: string;
  signedAmount: number;
  paymentState: PaymentState;
}

// ---- Events (spec 2 §3) ----

export const EVENT_PHASES = ['upcoming', 'ongoing', 'past', 'cancelled', 'draft'] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

export interface EventRecord extends WithId {
  name: string;
  description: string;
  image: string;
  price: number;
  startTime: string;
  endTime: string;
  duration?: number;
  eventMode: 'online' | 'on-site';
  meetingType?: string | null;
  eventLink?: string | null;
  eventCategory: string;
  membershipPackage: string;
  registrationLink?: string | null;
  speakers?: SpeakerRecord[];
  /** The stored numeric status (0 cancelled, 1 active, 2 draft); `status` holds the Save-as-Draft flag. */
  statusCode: number;
  /** Form fields. */
  eventName: string;
  eventDescription: string;
  eventVenue: string;
  membership: string;
  status: boolean;
  /** Display fields. */
  phase: EventPhase;
  /** 'MM-dd-yyyy hh:mm a', what the lists show and search. */
  startTimeText: string;
  membershipName: string;
  packageColour: string;
}

export type EventForm = FormValues<{
  eventName: string;
  eventDescription: string;
  eventVenue: string;
  membership: string;
  /** Save as Draft. */
  status: boolean | number;
  price: number | string;
  startTime: string | Date;
  endTime: string | Date;
  eventMode: string;
  meetingType: string;
  eventCategory: string;
  registrationLink: string;
  file: FileValue;
}>;

export interface SpeakerRecord {
  /** `${eventUuid}:${name}`: speakers are keyed by name inside their event. */
  id: string;
  eventUuid: string;
  name: string;
  designation: string;
  description: string;
  linkedInProfile?: string;
  image: string;
}

export type SpeakerForm = FormValues<{
  eventUuid: string;
  name: string;
  designation: string;
  description: string;
  linkedInProfile: string;
  file: FileValue;
}>;

export interface RegistrationRecord {
  /** `${eventUuid}:${userUuid}:${createdAt}`: registrations carry no uuid. */
  id: string;
  userUuid: string;
  eventUuid: string;
  quantity: number;
  isActive: boolean;
  createdAt?: string;
  userName: string;
  email: string;
  city: string;
  country: string;
}

export interface PromoCodeRecord extends WithId {
  eventUuid: string;
  membershipUuid: string;
  name: string;
  discountAmount: number;
  quantity: number;
  used?: number;
  expiryDate: string;
  status: boolean;
  description?: string;
}

export type PromoCodeForm = FormValues<{
  eventUuid: string;
  membershipUuid: string;
  name: string;
  discountAmount: number | string;
  quantity: number | string;
  expiryDate: string | Date;
  description: string;
}>;

// ---- Content library (spec 2 §3) ----

export interface ContentRecord extends WithId {
  title: string;
  type: string;
  description: string | null;
  authorName?: string | null;
  upload: string | null;
  coverImage: string | null;
  uploadDate: string | null;
  membershipType: string | null;
  category: string[];
  tags: string[];
  metaTags: string[];
  speakerName: string[];
  isActive: boolean;
  isDraft?: boolean;
  /** Form field shared by both forms. */
  membership: string;
  /** Display fields. */
  notified: boolean;
  hasUpload: boolean;
}

export interface MultimediaRecord extends ContentRecord {
  multimediaTitle: string;
  multimediaType: string;
  multiDescription: string;
}

export interface DocumentRecord extends ContentRecord {
  documentTitle: string;
  documentType: string;
  documentDescription: string;
}

interface ContentFormBase {
  category: ListValue;
  tags: ListValue;
  metaTags: ListValue;
  membership: string;
  /** The cover image. */
  file: FileValue;
}

export type MultimediaForm = FormValues<
  ContentFormBase & {
    multimediaTitle: string;
    /** video, audio or podcast. */
    multimediaType: string;
    multiDescription: string;
    speakerName: ListValue;
  }
>;

export type DocumentForm = FormValues<
  ContentFormBase & {
    documentTitle: string;
    /** image, pdf or pptx; derived from the uploaded file when absent. */
    documentType: string;
    documentDescription: string;
    authorName: string;
    /** The document itself (create only). */
    upload: FileValue;
  }
>;

// ---- Vouchers (spec 2 §3) ----

export interface VoucherRecord extends WithId {
  name: string;
  companyName: string;
  description: string;
  termsAndConditions: string;
  membershipPackage: string;
  voucherCode: string;
  numberOfVouchers: number;
  expiryDate: string;
  discountType: string;
  discount: number;
  isActive: boolean;
  coverImage: string | null;
}

export type VoucherForm = FormValues<{
  name: string;
  companyName: string;
  description: string;
  termsAndConditions: string;
  membershipPackage: string;
  voucherCode: string;
  numberOfVouchers: number | string;
  expiryDate: string | Date;
  discountType: string;
  discount: number | string;
  file: FileValue;
}>;

// ---- Support groups (spec 3 §3) ----

export interface GroupRecord extends WithId {
  name: string;
  description: string;
  groupLeader: string | null;
  numberOfMembers: number;
  country: string;
  state?: string;
  city?: string;
  groupCategory: string;
  membershipPackage: string;
  coverImage: string | null;
  members: string[];
  groupLink?: string;
  isActive: boolean;
  membershipName: string;
  packageColour: string;
}

export type GroupForm = FormValues<{
  name: string;
  description: string;
  groupLeader: string;
  numberOfMembers: number | string;
  state: string;
  city: string;
  groupCategory: string;
  membershipPackage: string;
  country: string;
  groupLink: string;
  file: FileValue;
}>;

/** A row of a group's pending or joined users, flattened from its `User[0]`. */
export interface GroupMembershipRecord {
  /** `${supportGroupUuid}:${userUuid}`: membership rows carry no uuid. */
  id: string;
  userUuid: string;
  supportGroupUuid: string;
  /** null pending, true approved, false deactivated. */
  isActive: boolean | null;
  name: string;
  email: string;
  city: string;
  country: string;
  mobile: string;
  coverImage: string;
}

// ---- Health heroes (spec 3 §3) ----

export interface HeroRecord extends WithId {
  userUuid: string;
  name: string;
  ageBracket: string;
  image: string | null;
  category: string;
  diseaseType: string[];
  areaOfMentoring: string[];
  preferrableDays: string[];
  numberOfHours: number;
  mentoringChannel: string;
  membershipPackage: string;
  reasonForMentoring: string | null;
  isActive: boolean;
  /** Not stored by the backend; kept so the form's required field binds. */
  experience: string;
  email: string;
  city: string;
  country: string;
  diseaseTypeText: string;
  membershipName: string;
  packageColour: string;
}

export type HeroForm = FormValues<{
  userUuid: string;
  experience: string;
  diseaseType: ListValue;
  areaOfMentoring: ListValue;
  preferrableDays: ListValue;
  ageBracket: string;
  category: string;
  numberOfHours: number | string;
  mentoringChannel: string;
  membershipPackage: string;
  reasonForMentoring: string;
  file: FileValue;
}>;

export interface HeroSessionRequestRecord extends WithId {
  userUuid: string;
  healthHeroUuid: string;
  name: string | null;
  email: string;
  sessionDate: string | null;
  sessionTime: string | null;
  sessionPurpose: string | null;
  otherProblems: string | null;
  consultation?: string | null;
  isActive: boolean | null;
}

export interface HeroApplicationRecord extends WithId {
  userUuid: string;
  mobile: string;
  image: string | null;
  uploadStory: string;
  uploadDocuments: string | null;
  ageGroup: string;
  category: string;
  areaOfMentoring: string;
  numberOfHours: number;
  mentoringChannel: string;
  membershipPackage: string;
  createdAt?: string;
  name: string;
  email: string;
  city: string;
  country: string;
}

export interface SpotlightVideoRecord {
  /** `${uuid}:${videoKey}`: spotlight videos carry no id of their own. */
  id: string;
  /** The health hero's uuid. */
  uuid: string;
  healthHeroUuid: string;
  name: string;
  image: string | null;
  title: string;
  video: string;
  /** The last path segment of `video`, the S3 key the delete call names. */
  videoKey: string;
}

export type SpotlightUploadForm = FormValues<{
  healthHeroUuid: string;
  title: string;
  video: FileValue;
}>;

// ---- Marketplace (spec 3 §3) ----

export interface PartnerRecord extends WithId {
  name: string;
  logo: string;
  description: string;
  link: string;
  type: number;
  expiryDate: string;
  emailId: string;
  countryCode: string;
  phoneNumber: string;
  status: boolean;
  /** Form field. */
  businessName: string;
}

export type PartnerForm = FormValues<{
  businessName: string;
  description: string;
  link: string;
  /** 0 product, 1 service, 2 both. */
  type: number | string;
  expiryDate: string | Date;
  emailId: string;
  countryCode: string | number;
  phoneNumber: string;
  logo: FileValue;
}>;

export interface PartnerRequestRecord extends WithId {
  name: string;
  logo: string;
  description: string;
  link: string;
  type: number;
  expiryDate: string | null;
  emailId: string;
  countryCode: number;
  phoneNumber: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  country?: string;
  zipCode?: string;
  status: boolean;
  /** Non-empty address parts joined by ', '. */
  address: string;
  expiryDateText: string;
}

export interface VendorRecord extends WithId {
  store_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country_code?: string;
  address_1: string | null;
  address_2: string | null;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  account_name?: string;
  account_no?: string;
  bank_name?: string;
  bank_address?: string;
  iban?: string;
  swift_code?: string;
  paypal_link?: string | null;
  status: number;
  /** first_name and last_name. */
  name: string;
}

// ---- FAQs, countries, profile (spec 3 §3, spec 1 §3) ----

export interface FaqRecord extends WithId {
  question: string;
  answer: string;
  isActive: boolean;
}

export type FaqForm = FormValues<{ question: string; answer: string }>;

export interface CountryRecord {
  /** The ISO-2 code. */
  id: string;
  countryName: string;
  /** Without '+', e.g. '91'. */
  countryCallingCode: string;
  countryCode: string;
  /** 'Name (+code)'. */
  label: string;
}

export interface ProfileRecord extends WithId {
  name: string;
  email: string;
  /** The calling code, as text (the update route refuses a number). */
  countryCode: string;
  phone: string;
  avatar?: string;
  firstName: string;
  lastName: string;
  newPassword: string;
  confirmPassword: string;
  currentPassword: string;
}

export type ProfileForm = FormValues<{
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string | number;
  phone: string;
  newPassword: string;
  confirmPassword: string;
  /** Needed only with a new password. */
  currentPassword?: string;
}>;
