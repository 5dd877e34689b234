'use client';

import { Send } from 'lucide-react';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { inputBaseClassName } from '@/components/ui/input-styles';
import { cx } from '@/lib/class-names';
import { useClientMessages } from '@/i18n/client-messages-provider';

const SUBSCRIBE_INPUT_ID = 'blogazine-subscribe-email';
const MESSAGE_ID = `${SUBSCRIBE_INPUT_ID}-message`;

/** Shared by the light first version and the live form, so the swap changes nothing on screen. */
export function SubscribeFields({
  onSubmit,
  input,
  sending = false,
  message,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  input: ComponentProps<'input'>;
  sending?: boolean;
  message?: ReactNode;
}) {
  const text = useClientMessages().BlogClient.subscribe;
  return (
    <form noValidate onSubmit={onSubmit} className="w-full">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={SUBSCRIBE_INPUT_ID} className="sr-only">
          {text.label}
        </label>
        <input
          id={SUBSCRIBE_INPUT_ID}
          type="email"
          autoComplete="email"
          placeholder={text.placeholder}
          aria-describedby={MESSAGE_ID}
          className={cx(inputBaseClassName, 'h-12 flex-1')}
          {...input}
        />
        <button type="submit" disabled={sending} className={buttonVariants({ size: 'lg' })}>
          <Send aria-hidden="true" />
          {sending ? text.sending : text.button}
        </button>
      </div>
      <div id={MESSAGE_ID} aria-live="polite" className="mt-3 min-h-6 text-sm">
        {message}
      </div>
    </form>
  );
}
