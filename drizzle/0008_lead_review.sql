ALTER TABLE "leads" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "note" text DEFAULT '' NOT NULL;