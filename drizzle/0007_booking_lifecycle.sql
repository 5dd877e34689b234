CREATE TABLE "booking_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "move_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer GENERATED ALWAYS AS (move_count + case when status = 'cancelled' then 1 else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moved_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "previous_slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_link_tokens" ADD CONSTRAINT "booking_link_tokens_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_link_tokens_booking_idx" ON "booking_link_tokens" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "email_outbox_unsent_reference_idx" ON "email_outbox" USING btree ("reference") WHERE "email_outbox"."sent_at" is null and "email_outbox"."reference" is not null;