CREATE TABLE "draft_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"pdf" "bytea" NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "draft_revisions_kind_check" CHECK ("draft_revisions"."kind" in ('congelado', 'visto_bueno', 'firmado'))
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "layout" jsonb;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "number" varchar(120);--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "sequence" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "verification_code" varchar(20);--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "output_id" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "supporting_output_id" integer;--> statement-breakpoint
ALTER TABLE "draft_revisions" ADD CONSTRAINT "draft_revisions_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_revisions" ADD CONSTRAINT "draft_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_revisions_draft_idx" ON "draft_revisions" USING btree ("draft_id");--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_output_id_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_supporting_output_id_supporting_outputs_id_fk" FOREIGN KEY ("supporting_output_id") REFERENCES "public"."supporting_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_verification_code_key" ON "drafts" USING btree ("verification_code");