'use client';

import { ImageUp } from 'lucide-react';
import { createContext, use, useId, useState } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { deskApi } from '@/lib/desk-address';
import type { Locale } from '@/i18n/routing';
import type { EditorTexts, UploadedImage } from './editor-types';

interface UploadTarget {
  articleId: string;
  locale: Locale;
  failed: string;
  onUploaded: (image: UploadedImage) => void;
}

export const UploadContext = createContext<UploadTarget | undefined>(undefined);

// The server judges the file by its bytes and converts it; the browser only sends it.
export function ImageUpload({
  texts,
  onUploaded,
}: {
  texts: EditorTexts;
  onUploaded: (id: string) => void;
}) {
  const target = use(UploadContext)!;
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; text?: string; error?: boolean }>({
    busy: false,
  });
  const upload = async (file: File) => {
    setState({ busy: true, text: texts.uploading });
    const form = new FormData();
    form.append('image', file);
    try {
      const response = await apiRequest(
        'POST',
        deskApi(`articles/${target.articleId}/images`, target.locale),
        form,
      );
      const { image } = (await response.json()) as { image: UploadedImage };
      target.onUploaded(image);
      onUploaded(image.id);
      setState({ busy: false, text: texts.uploaded });
    } catch (error) {
      const text = error instanceof ApiError ? error.serverMessage : undefined;
      setState({ busy: false, text: text ?? target.failed, error: true });
    }
  };
  return (
    <div className="grid gap-1.5">
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 justify-self-start rounded-lg border border-border px-4 text-sm font-medium hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {texts.upload}
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={state.busy}
          aria-describedby={`${id}-hint`}
          // Out of sight but focusable; its file name is never shown, so never cut short either.
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {texts.uploadHint}
      </p>
      <p
        aria-live="polite"
        className={state.error ? 'text-sm font-medium text-destructive' : 'text-sm'}
      >
        {state.text}
      </p>
    </div>
  );
}
