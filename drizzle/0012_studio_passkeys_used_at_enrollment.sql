-- Enrollment signs the new passkey in: a passkey never used since was used then.
UPDATE "studio_passkeys" SET "last_used_at" = "created_at" WHERE "last_used_at" IS NULL;
