import { useState } from 'react';
import { Box, Link } from '@mui/material';
import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import { useLocale, useTranslate } from 'react-admin';
import { intlTagOf } from '../../i18n/formatLocale';
import type { FieldReading } from './fieldReading';
import { chosenText } from './chosenText';
import { readableValue } from './readableValue';
import { ReferencedName } from './ReferencedName';

const THUMBNAIL_PX = 40;

/** A stored image as a thumbnail opening it in a new tab; an image no longer stored (replaced) says so. */
const Thumbnail = ({ url, label }: { url: string; label: string }) => {
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  if (broken) {
    const gone = translate('app.activity.image_gone');
    return <BrokenImageIcon titleAccess={gone} color="disabled" sx={{ verticalAlign: 'middle' }} />;
  }
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-block', verticalAlign: 'middle' }}
    >
      <Box
        component="img"
        src={url}
        alt={label}
        loading="lazy"
        onError={() => setBroken(true)}
        sx={{
          width: THUMBNAIL_PX,
          height: THUMBNAIL_PX,
          objectFit: 'cover',
          borderRadius: 1,
          display: 'block',
        }}
      />
    </Link>
  );
};

export interface ChangeValueProps {
  /** The recorded value, as the API wrote it. */
  value: unknown;
  /** The field's name on screen, the text alternative of an image. */
  label: string;
  /** How the resource's screens read the field's values, where they read them otherwise than as stored. */
  reading?: FieldReading;
}

/**
 * A value before or after a change, as the resource's screens show it: a choice by its label, another record by
 * its name, yes/no, a number in the language's format, a date as the lists write it, an image as a thumbnail,
 * another stored file as a link, a text in its own direction (an email or an English text on an Arabic page).
 */
export const ChangeValue = ({ value, label, reading = {} }: ChangeValueProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const chosen = reading.choiceLabel && chosenText(value, reading.choiceLabel, translate);
  if (chosen) return <bdi>{chosen}</bdi>;
  if (reading.reference && typeof value === 'string' && value) {
    return <ReferencedName reference={reading.reference} id={value} />;
  }
  const readable = readableValue(value);
  switch (readable.kind) {
    case 'empty':
      return <>{translate('app.activity.empty_value')}</>;
    case 'yesNo':
      return <>{translate(readable.yes ? 'app.activity.yes' : 'app.activity.no')}</>;
    case 'number':
      return <bdi>{readable.value.toLocaleString(intlTagOf(locale))}</bdi>;
    case 'date':
      return <bdi style={{ whiteSpace: 'nowrap' }}>{readable.text}</bdi>;
    case 'image':
      return <Thumbnail url={readable.url} label={label} />;
    case 'file':
      return (
        <Link href={readable.url} target="_blank" rel="noopener noreferrer">
          {translate('app.activity.file', { type: readable.type })}
        </Link>
      );
    case 'text':
      return <bdi>{readable.text}</bdi>;
  }
};
