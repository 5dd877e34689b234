CREATE TABLE "calendar_busy_times" (
	"calendar_id" uuid NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"uid" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_writes" (
	"uid" text PRIMARY KEY NOT NULL,
	"body" text,
	"version" integer DEFAULT 1 NOT NULL,
	"written_version" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"claimed_by" text,
	"last_error" text,
	"written_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connected_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"secret" text NOT NULL,
	"reads" boolean DEFAULT true NOT NULL,
	"writes" boolean DEFAULT false NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"last_error_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_busy_times" ADD CONSTRAINT "calendar_busy_times_calendar_id_connected_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."connected_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_times_end_idx" ON "calendar_busy_times" USING btree ("end");--> statement-breakpoint
CREATE INDEX "calendar_busy_times_calendar_idx" ON "calendar_busy_times" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "calendar_writes_pending_idx" ON "calendar_writes" USING btree ("next_attempt_at") WHERE "calendar_writes"."version" > "calendar_writes"."written_version";--> statement-breakpoint
CREATE UNIQUE INDEX "connected_calendars_one_writer" ON "connected_calendars" USING btree ("writes") WHERE "connected_calendars"."writes";