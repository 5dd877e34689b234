-- Emails already sent or refused keep no link tokens, as the outbox now settles them. A calendar is
-- unfolded first: its folded lines can split a link in two.
UPDATE "email_outbox"
SET "message" = regexp_replace(
  (CASE WHEN "message" -> 'calendar' IS NOT NULL
    THEN jsonb_set(
      "message",
      '{calendar,content}',
      to_jsonb(regexp_replace("message" -> 'calendar' ->> 'content', E'\r?\n[ \t]', '', 'g'))
    )
    ELSE "message" END)::text,
  '([?&](amp;)?token=)[A-Za-z0-9_%.~-]+',
  '\1removed',
  'g'
)::jsonb
WHERE ("sent_at" IS NOT NULL OR "refused_at" IS NOT NULL) AND "message"::text LIKE '%token=%';
