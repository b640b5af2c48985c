import { Stack, Typography } from '@mui/material';
import { ImageCell } from '../media/ImageCell';

export interface DetailHeaderProps {
  /** The record field holding the picture's stored path. */
  image: string;
  /** Shown when the record has no picture. */
  fallback: string;
  /** The record's name. */
  title: string;
  /** A line under the name (e.g. a store name). */
  subtitle?: string;
}

/** The top of a read-only record page: its picture and name. */
export const DetailHeader = ({ image, fallback, title, subtitle }: DetailHeaderProps) => (
  <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
    <ImageCell source={image} fallback={fallback} size={96} />
    <div>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
    </div>
  </Stack>
);
