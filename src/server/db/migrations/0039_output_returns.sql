CREATE TABLE "output_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	"acknowledged_by" integer NOT NULL,
	"note" varchar(500),
	"redispatched_at" timestamp with time zone,
	"redispatched_by" integer,
	"previous_address" varchar(300),
	"previous_district" varchar(120),
	"address" varchar(300),
	"district" varchar(120)
);
--> statement-breakpoint
ALTER TABLE "output_recipients" ADD COLUMN "district" varchar(120);--> statement-breakpoint
ALTER TABLE "output_returns" ADD CONSTRAINT "output_returns_recipient_id_output_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."output_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_returns" ADD CONSTRAINT "output_returns_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_returns" ADD CONSTRAINT "output_returns_redispatched_by_users_id_fk" FOREIGN KEY ("redispatched_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "output_returns_recipient_idx" ON "output_returns" USING btree ("recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "output_returns_open_key" ON "output_returns" USING btree ("recipient_id") WHERE "output_returns"."redispatched_at" is null;