import { SelectArrayInput, TextArrayInput, type Validator } from 'react-admin';
import { CATEGORY_CHOICES } from '../forms/categoryChoices';
import { ActivePackageSelect } from '../forms/ActivePackageSelect';
import { itemsWithinLength } from '../../validation/fieldLimits';

/** Tags and meta tags as the server takes them: each at most 100 characters, at most 50 of them. */
const tagRules = [itemsWithinLength('short')];

export interface ContentClassificationInputsProps {
  /**
   * i18n prefix of the labels (`<prefix>.category`, `.membership`, `.tags`, `.meta_tags`); without it,
   * react-admin's resources.<name>.fields.<source>.
   */
  labels?: string;
  /** Validators of the required fields: category (at least one) and membership. */
  category: Validator[];
  membership: Validator[];
}

/**
 * The fields that file a content item (spec 2 §5, both kinds): categories, the membership package (active
 * ones), tags and meta tags. Multi-value fields show as chips and are sent joined with ', ' (the registry's
 * encoders); `autoSelect` keeps a tag typed without Enter when the field loses focus.
 */
export const ContentClassificationInputs = ({
  labels,
  category,
  membership,
}: ContentClassificationInputsProps) => (
  <>
    <SelectArrayInput
      source="category"
      label={labels && `${labels}.category`}
      choices={CATEGORY_CHOICES}
      validate={category}
      fullWidth
    />
    <ActivePackageSelect source="membership" label={labels && `${labels}.membership`} validate={membership} />
    <TextArrayInput
      source="tags"
      label={labels && `${labels}.tags`}
      validate={tagRules}
      autoSelect
      fullWidth
    />
    <TextArrayInput
      source="metaTags"
      label={labels && `${labels}.meta_tags`}
      validate={tagRules}
      autoSelect
      fullWidth
    />
  </>
);
