import { Stack, Typography } from '@mui/material';
import { ImageCell } from '../media/ImageCell';

export interface DetailHeaderProps {
  /** The record field holding the picture's stored path, and what shows when it has none; no picture without. */
  image?: { source: string; fallback: string };
  /** The record's name. */
  title: string;
  /** A line under the name (e.g. a store name). */
  subtitle?: string;
}

/** The top of a read-only record page: its picture (if any) and name. */
export const DetailHeader = ({ image, title, subtitle }: DetailHeaderProps) => (
  <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
    {image ? <ImageCell source={image.source} fallback={image.fallback} size={96} /> : null}
    <div>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {/* dir="auto": an email or a store name, each in its own direction on a right-to-left page. */}
      {subtitle ? (
        <Typography color="text.secondary" dir="auto">
          {subtitle}
        </Typography>
      ) : null}
    </div>
  </Stack>
);
