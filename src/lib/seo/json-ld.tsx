type JsonLdValue = Record<string, unknown> | Record<string, unknown>[];

// `<` is escaped so content can never close the script tag.
export function JsonLd({ data }: { data: JsonLdValue }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
