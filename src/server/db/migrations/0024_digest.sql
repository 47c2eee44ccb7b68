CREATE TABLE "digest_deliveries" (
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"day" date NOT NULL,
	"sent" boolean NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_deliveries_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day"),
	CONSTRAINT "digest_deliveries_kind_check" CHECK ("digest_deliveries"."kind" in ('daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "digest_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily" boolean DEFAULT true NOT NULL,
	"weekly" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_preferences" ADD CONSTRAINT "digest_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;