import type { FileValue, FormValues, Json, ListValue, ResourceSpec, WithId } from '../../api/types';
import { get, patch, post, viewByUuid } from '../../api/requests';
import { fileFrom, formDataFrom, joinList, numberText, textOf } from '../../api/readers/formValues';
import { str, stringList } from '../../api/readers/rawRecords';

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

/**
 * Package create/update multipart (api-contract.md B2/B3, Joi-strict on create): backend names, numbers as
 * text, optional counts '' when empty, benefits joined with a bare ',' because the backend splits without
 * trimming. `image` only when a new file was chosen (required on create, by the form).
 */
function packageToFormData(values: PackageForm): FormData {
  return formDataFrom({
    name: textOf(values.packageName),
    annualCost: numberText(values.annualCost),
    monthlyCost: numberText(values.monthlyCost),
    benefits: joinList(values.benefits, ','),
    numberOfHealthHeroSessions: numberText(values.hhSessions),
    numberOfWellnessSupportGroups: numberText(values.wsgs),
    colour: textOf(values.colour),
    image: fileFrom(values.file),
  });
}

/** A package with its form fields, so the edit form binds directly. */
export function normalisePackage(raw: Json): PackageRecord {
  const countOrBlank = (value: unknown) => (value === undefined || value === null ? '' : Number(value));
  return {
    ...(raw as unknown as PackageRecord),
    id: str(raw.uuid),
    packageName: str(raw.name),
    hhSessions: countOrBlank(raw.numberOfHealthHeroSessions),
    wsgs: countOrBlank(raw.numberOfWellnessSupportGroups),
    benefits: stringList(raw.benefits).map((value) => ({ value })),
  };
}

/** Membership packages (spec 1; api-contract.md B). */
export const packages: ResourceSpec<PackageRecord, PackageForm> = {
  name: 'packages',
  list: { request: () => get('/admin/package/list'), paged: true, limit: 100 },
  one: viewByUuid('/admin/package/view'),
  create: { request: post('/admin/package/create'), encode: packageToFormData },
  update: { request: patch('/admin/package/update'), encode: packageToFormData },
  status: { request: patch('/admin/package/status/update'), field: 'isActive' },
  search: ['name'],
  normalise: normalisePackage,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [packages];
