import type { Validator } from 'react-admin';
import { withinLength } from '../../validation/fieldLimits';
import { fileAtMost } from '../../validation/fileSize';
import { fileExtensionIn, requiredField } from '../../validation/rules';

/** Spec 3 §9: video types mp4 and mkv. */
const SPOTLIGHT_EXTENSIONS = ['mp4', 'mkv'];

/**
 * The biggest video sent: the API sets no limit (S3, api-contract.md J12); the reference server takes 200 MB
 * (server/src/app.ts), so a bigger file is refused before any byte is sent.
 */
const SPOTLIGHT_MAX_BYTES = 200_000_000;

/** The upload form's rules (spec 3 §5): a hero, a title and an mp4 or mkv video, all required. */
export const spotlightRules: Record<'healthHeroUuid' | 'title' | 'video', Validator[]> = {
  healthHeroUuid: [requiredField()],
  title: [requiredField(), withinLength('name')],
  video: [
    requiredField(),
    fileExtensionIn(SPOTLIGHT_EXTENSIONS, 'app.heroes.spotlight.video_type'),
    fileAtMost(SPOTLIGHT_MAX_BYTES),
  ],
};
