CREATE TABLE "analytics_events" (
	"day" date NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_name" varchar(32) NOT NULL,
	"event_timestamp" bigint NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"user_id" varchar(64),
	"user_pseudo_id" varchar(64) NOT NULL,
	"page_name" varchar(128),
	"url" varchar(2048) NOT NULL,
	"source" varchar(256),
	"ip" varchar(64),
	"country" varchar(2),
	"state" varchar(128),
	"city" varchar(128),
	"organization" varchar(256),
	"user_agent" varchar(512),
	"is_bot" boolean DEFAULT false NOT NULL,
	"event_params" jsonb NOT NULL,
	"ecommerce" jsonb,
	"items" jsonb,
	"web_info" jsonb NOT NULL,
	CONSTRAINT "analytics_events_day_id_pk" PRIMARY KEY("day","id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"kind" varchar(24) NOT NULL,
	"key" varchar(256) NOT NULL,
	"label" varchar(256),
	"count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_kind_key_pk" PRIMARY KEY("day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_uniques" (
	"day" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"key" varchar(256) NOT NULL,
	"member" varchar(64) NOT NULL,
	CONSTRAINT "analytics_daily_uniques_kind_day_key_member_pk" PRIMARY KEY("kind","day","key","member")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_vitals" (
	"day" date NOT NULL,
	"page_name" varchar(128) NOT NULL,
	"metric" varchar(8) NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_vitals_day_page_name_metric_bucket_pk" PRIMARY KEY("day","page_name","metric","bucket")
);
--> statement-breakpoint
-- hand-written: analytics_events partitioned by day (decision 0042). drizzle-kit cannot declare partitions: the table it created above is recreated as a partitioned parent; maintainEventPartitions (server/analytics/partitions) creates each day's partition ahead and drops those past ANALYTICS_RETENTION_DAYS.
DROP TABLE "analytics_events";--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"day" date NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_name" varchar(32) NOT NULL,
	"event_timestamp" bigint NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"user_id" varchar(64),
	"user_pseudo_id" varchar(64) NOT NULL,
	"page_name" varchar(128),
	"url" varchar(2048) NOT NULL,
	"source" varchar(256),
	"ip" varchar(64),
	"country" varchar(2),
	"state" varchar(128),
	"city" varchar(128),
	"organization" varchar(256),
	"user_agent" varchar(512),
	"is_bot" boolean DEFAULT false NOT NULL,
	"event_params" jsonb NOT NULL,
	"ecommerce" jsonb,
	"items" jsonb,
	"web_info" jsonb NOT NULL,
	CONSTRAINT "analytics_events_day_id_pk" PRIMARY KEY("day","id")
) PARTITION BY RANGE ("day");
