import { useState } from 'react';
import { Box } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { mediaUrl } from './mediaUrl';

export interface ImageCellProps {
  /** The record field holding the stored path or URL (dot paths allowed). */
  source: string;
  /** Shown when the record has no image or it fails to load. */
  fallback: string;
  size?: number;
  round?: boolean;
}

/** A list cell's picture: the stored image, or the fallback when it is missing or broken. */
export const ImageCell = ({ source, fallback, size = 40, round = false }: ImageCellProps) => {
  const url = mediaUrl(useFieldValue({ source }));
  // Remembers which URL failed, so a record with another image gets a fresh try.
  const [brokenUrl, setBrokenUrl] = useState<string>();
  const src = url && url !== brokenUrl ? url : fallback;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      onError={() => setBrokenUrl(url)}
      sx={{
        width: size,
        height: size,
        objectFit: 'cover',
        borderRadius: round ? '50%' : 1,
        display: 'block',
      }}
    />
  );
};
