CREATE TABLE "document_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"type_output_id" integer NOT NULL,
	"office_id" integer,
	"body" jsonb NOT NULL,
	"copies" varchar(1000),
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_reviewers" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"state" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"acted_at" timestamp with time zone,
	CONSTRAINT "draft_reviewers_state_check" CHECK ("draft_reviewers"."state" in ('pendiente', 'aprobado', 'observado'))
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" varchar(30) NOT NULL,
	"type_output_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"drafter_id" integer NOT NULL,
	"signer_id" integer,
	"entry_id" integer,
	"subject" varchar(500) NOT NULL,
	"reference" varchar(500),
	"addressees" jsonb NOT NULL,
	"copies" varchar(1000),
	"body" jsonb NOT NULL,
	"observation" varchar(500),
	"state" varchar(20) DEFAULT 'borrador' NOT NULL,
	"user_ids" integer[] NOT NULL,
	"office_ids" integer[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_target_check" CHECK ("drafts"."target" in ('outputs', 'supporting-outputs')),
	CONSTRAINT "drafts_state_check" CHECK ("drafts"."state" in ('borrador', 'en_visto_bueno', 'observado', 'por_firmar', 'firmado'))
);
--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_type_output_id_type_outputs_id_fk" FOREIGN KEY ("type_output_id") REFERENCES "public"."type_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_reviewers" ADD CONSTRAINT "draft_reviewers_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_reviewers" ADD CONSTRAINT "draft_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_type_output_id_type_outputs_id_fk" FOREIGN KEY ("type_output_id") REFERENCES "public"."type_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_drafter_id_users_id_fk" FOREIGN KEY ("drafter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_type_office_key" ON "document_templates" USING btree ("type_output_id",coalesce("office_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "draft_reviewers_position_key" ON "draft_reviewers" USING btree ("draft_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_reviewers_user_key" ON "draft_reviewers" USING btree ("draft_id","user_id");--> statement-breakpoint
CREATE INDEX "draft_reviewers_user_idx" ON "draft_reviewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drafts_user_ids_idx" ON "drafts" USING gin ("user_ids");--> statement-breakpoint
CREATE INDEX "drafts_office_ids_idx" ON "drafts" USING gin ("office_ids");--> statement-breakpoint
CREATE INDEX "drafts_state_idx" ON "drafts" USING btree ("state");