ALTER TABLE "studio_activity" ADD COLUMN "subject_kind" text;--> statement-breakpoint
ALTER TABLE "studio_activity" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "studio_activity" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_invites" ADD COLUMN "cancelled_at" timestamp with time zone;