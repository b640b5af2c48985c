import { useState } from 'react';
import { styled } from '@mui/material/styles';
import { useFieldValue } from 'react-admin';
import { mediaUrl } from './mediaUrl';

export interface ImageCellProps {
  /** The record field holding the stored path or URL (dot paths allowed). */
  source: string;
  /** Shown when the record has no image or it fails to load. */
  fallback: string;
  size?: number;
  round?: boolean;
  /** The picture's text alternative, already translated; empty (decorative) unless given. */
  alt?: string;
  /** The record field whose value is the text alternative (the member's name), instead of `alt`. */
  altSource?: string;
}

/**
 * Styled once rather than through `sx`: a list shows one picture per row, and parsing an `sx` object for each
 * of them on every page change was a measurable part of rendering the rows.
 */
const Picture = styled('img', { shouldForwardProp: (prop) => prop !== 'size' && prop !== 'round' })<{
  size: number;
  round: boolean;
}>(({ theme, size, round }) => ({
  width: size,
  height: size,
  objectFit: 'cover',
  borderRadius: round ? '50%' : theme.shape.borderRadius,
  display: 'block',
}));

/** A list cell's picture: the stored image, or the fallback when it is missing or broken. */
export const ImageCell = ({
  source,
  fallback,
  size = 40,
  round = false,
  alt = '',
  altSource,
}: ImageCellProps) => {
  const url = mediaUrl(useFieldValue({ source }));
  const altText: unknown = useFieldValue({ source: altSource ?? '' });
  // Remembers which URL failed, so a record with another image gets a fresh try.
  const [brokenUrl, setBrokenUrl] = useState<string>();
  const src = url && url !== brokenUrl ? url : fallback;
  return (
    <Picture
      src={src}
      alt={altSource && altText ? String(altText) : alt}
      loading="lazy"
      size={size}
      round={round}
      onError={() => setBrokenUrl(url)}
    />
  );
};
