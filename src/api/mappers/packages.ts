import type { PackageForm, PackageRecord } from '../models';
import type { Json } from '../types';
import { fileFrom, formDataFrom, joinList, numberText, textOf } from './formValues';
import { stringList, str } from './rawRecords';

/**
 * Package create/update multipart (api-contract.md B2/B3, Joi-strict on create): backend names, numbers as
 * text, optional counts '' when empty, benefits joined with a bare ',' because the backend splits without
 * trimming. `image` only when a new file was chosen (required on create, by the form).
 */
export function packageToFormData(values: PackageForm): FormData {
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
