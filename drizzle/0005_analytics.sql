CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_goals" (
	"day" date NOT NULL,
	"goal" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"completions" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_goals_day_goal_dimension_value_pk" PRIMARY KEY("day","goal","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_goals" (
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"visitor" bigint NOT NULL,
	"goal" text NOT NULL,
	"path" text
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_views" (
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"visitor" bigint NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"country" text
);
--> statement-breakpoint
CREATE INDEX "analytics_goals_day_visitor_idx" ON "analytics_goals" USING btree ("day","visitor","at");--> statement-breakpoint
CREATE INDEX "analytics_views_day_visitor_idx" ON "analytics_views" USING btree ("day","visitor","at");