import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { inputBaseClassName } from '@/components/ui/input-styles';
import { cx } from '@/lib/class-names';

export interface SearchFormLabels {
  label: string;
  placeholder: string;
  submit: string;
}

const SEARCH_INPUT_ID = 'site-search-query';
/** The longest query the field takes; the results page reads no more of an address's `?q=`. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

interface SearchFormProps extends Pick<ComponentProps<'form'>, 'onSubmit'> {
  /** The results page itself: without JavaScript the form is a plain GET to `?q=`. */
  action: string;
  labels: SearchFormLabels;
  input?: Pick<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'onFocus'>;
}

export function SearchForm({ action, labels, input, onSubmit }: SearchFormProps) {
  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} className="max-w-2xl">
      <label htmlFor={SEARCH_INPUT_ID} className="text-sm font-medium">
        {labels.label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={SEARCH_INPUT_ID}
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={labels.placeholder}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          className={cx('h-12', inputBaseClassName)}
          {...input}
        />
        <button type="submit" className={buttonVariants({ size: 'lg' })}>
          <Search aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{labels.submit}</span>
        </button>
      </div>
    </form>
  );
}
