CREATE TABLE "virtual_desk_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_desk_nonces" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_desk_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" varchar(20) DEFAULT 'por_verificar' NOT NULL,
	"email" varchar(254) NOT NULL,
	"verify_hash" varchar(64) NOT NULL,
	"verify_expires_at" timestamp with time zone NOT NULL,
	"sender" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"ip" varchar(64),
	"received_at" timestamp with time zone,
	"counted_from" date,
	"outside_hours" boolean DEFAULT false NOT NULL,
	"request_id" integer,
	"corrections" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_desk_submissions_state_check" CHECK ("virtual_desk_submissions"."state" in ('por_verificar', 'enviada'))
);
--> statement-breakpoint
ALTER TABLE "virtual_desk_mails" ADD CONSTRAINT "virtual_desk_mails_submission_id_virtual_desk_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."virtual_desk_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_desk_submissions" ADD CONSTRAINT "virtual_desk_submissions_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_desk_mails_pending_idx" ON "virtual_desk_mails" USING btree ("id") WHERE "virtual_desk_mails"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_desk_submissions_verify_key" ON "virtual_desk_submissions" USING btree ("verify_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_desk_submissions_request_key" ON "virtual_desk_submissions" USING btree ("request_id");