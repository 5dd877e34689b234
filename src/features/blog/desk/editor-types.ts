import type { ImageSize } from '@/content/blog';
import type { Messages } from '@/i18n/messages';

export type ArticleTexts = Messages['Studio']['articles'];
export type EditorTexts = ArticleTexts['editor'];

export interface UploadedImage extends ImageSize {
  id: string;
}

export interface ImageChoices {
  drawn: readonly string[];
  uploaded: readonly UploadedImage[];
}
