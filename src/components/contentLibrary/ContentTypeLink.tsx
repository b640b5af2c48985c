import { Link } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { mediaUrl } from '../media/mediaUrl';

/**
 * A content item's type ('Video', 'PDF'…), linking to its uploaded file in a new tab (spec 2 §2: "The Type
 * link opens the uploaded file"); plain text while nothing is uploaded. `labels` is the i18n prefix of the
 * type names; an unknown type shows as stored.
 */
export const ContentTypeLink = ({ labels }: { labels: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const type = String(record.type ?? '');
  const text = type ? translate(`${labels}.${type}`, { _: type }) : '';
  const href = mediaUrl(record.upload);
  if (!href) return <>{text}</>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      onClick={(event) => event.stopPropagation()}
    >
      {text}
    </Link>
  );
};
