'use client';

import { FileText, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { OptionalMark } from '@/components/forms/field';
import { uploadExtension, uploadRules } from '../options';
import { fill } from '@/lib/fill-placeholders';
import { type LeadsCopy } from './copy';

const accept = uploadRules.extensions.map((extension) => `.${extension}`).join(',');

function size(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Files that break a rule are not added; one polite line names them and says why. */
export function FilePicker({
  files,
  onChange,
  copy,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  copy: LeadsCopy;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLLabelElement>(null);
  const [notice, setNotice] = useState('');
  const text = copy.files;

  function add(chosen: FileList | null) {
    const kept = [...files];
    const skipped: string[] = [];
    for (const file of Array.from(chosen ?? [])) {
      const name = { name: file.name };
      if (!uploadExtension(file.name)) skipped.push(fill(text.skippedType, name));
      else if (file.size > uploadRules.maxFileBytes) skipped.push(fill(text.skippedSize, name));
      else if (kept.some((other) => other.name === file.name && other.size === file.size))
        skipped.push(fill(text.skippedDuplicate, name));
      else if (kept.length >= uploadRules.maxFiles) skipped.push(fill(text.skippedCount, name));
      else kept.push(file);
    }
    onChange(kept);
    setNotice(skipped.length ? fill(text.skipped, { files: skipped.join(', ') }) : '');
    // The same file can be chosen again after it was removed.
    if (input.current) input.current.value = '';
  }

  function remove(index: number) {
    const removed = files[index]!;
    onChange(files.filter((_, position) => position !== index));
    setNotice(fill(text.removed, { name: removed.name }));
    chooser.current?.focus();
  }

  return (
    <div className="grid gap-3">
      <p id={`${id}-label`} className="text-sm font-medium">
        {copy.fields.files}
        <OptionalMark />
      </p>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {copy.hints.files}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint ${id}-notice`}
          disabled={files.length >= uploadRules.maxFiles}
          onChange={(event) => add(event.target.files)}
          className="peer sr-only"
        />
        <label
          ref={chooser}
          htmlFor={id}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-background px-6 text-sm font-medium peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:bg-accent"
        >
          <FileText aria-hidden="true" className="size-4" />
          {text.choose}
        </label>
        <span className="text-sm text-muted-foreground">
          {fill(text.count, { count: files.length, max: uploadRules.maxFiles })}
        </span>
      </div>
      {files.length ? (
        <ul aria-label={text.listLabel} className="grid gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}`}
              className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate">
                {file.name} <span className="text-muted-foreground">({size(file.size)})</span>
              </span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={fill(text.remove, { name: file.name })}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-notice`} aria-live="polite" className="text-sm empty:hidden">
        {notice}
      </p>
    </div>
  );
}
